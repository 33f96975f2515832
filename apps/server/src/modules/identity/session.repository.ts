import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface NewSession {
  id: string;
  userId: string;
  tokenHash: string;
  kind: "full" | "email_pending";
  now: string;
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      id: session.id,
      user_id: session.userId,
      token_hash: session.tokenHash,
      kind: session.kind,
      created_at: session.now,
      last_seen_at: session.now,
      user_agent: session.userAgent,
      ip: session.ip,
    })
    .execute();
}

/** A session with the facts about its user that roles are derived from. */
export async function findSessionByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id",
      "sessions.user_id",
      "sessions.kind",
      "sessions.created_at",
      "sessions.last_seen_at",
      "sessions.revoked_at",
      "sessions.stepped_up_at",
      "users.email",
      "users.is_b2b",
      "users.is_partner",
      "users.is_staff",
      (eb) =>
        eb
          .selectFrom("memberships")
          .select("memberships.status")
          .whereRef("memberships.user_id", "=", "sessions.user_id")
          .orderBy("memberships.created_at", "desc")
          .limit(1)
          .as("membership_status"),
    ])
    .where("sessions.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<Database>, id: string, now: string, meta: { userAgent: string | null; ip: string | null }) {
  await db
    .updateTable("sessions")
    .set({ last_seen_at: now, user_agent: meta.userAgent, ip: meta.ip })
    .where("id", "=", id)
    .execute();
}

export async function upgradeSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable("sessions").set({ kind: "full" }).where("id", "=", id).execute();
}

/** Revokes one of a user's sessions; returns whether one was revoked (a foreign id revokes nothing). */
export async function revokeSession(db: Kysely<Database>, userId: string, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every live session of a user except `keepId`; returns how many. */
export async function revokeOtherSessions(db: Kysely<Database>, userId: string, keepId: string | null, now: string): Promise<number> {
  let query = db.updateTable("sessions").set({ revoked_at: now }).where("user_id", "=", userId).where("revoked_at", "is", null);
  if (keepId) query = query.where("id", "!=", keepId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findLiveSessions(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("sessions")
    .select(["id", "kind", "created_at", "last_seen_at", "user_agent", "ip", "revoked_at"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .orderBy("last_seen_at", "desc")
    .execute();
}

/** The capabilities a staff member holds (decision 033). */
export async function capabilitiesOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom("staff_capabilities").select("capability").where("user_id", "=", userId).orderBy("capability").execute();
  return rows.map((r) => r.capability);
}

/** Records that the session's person just proved it is them (a fresh code). */
export async function markSteppedUp(db: Kysely<Database>, sessionId: string, now: string): Promise<void> {
  await db.updateTable("sessions").set({ stepped_up_at: now }).where("id", "=", sessionId).execute();
}
