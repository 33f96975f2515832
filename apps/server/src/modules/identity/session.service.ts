import { actorKindOf, isCapability, type Actor } from "@maison/domain/actor/actor";
import { rolesOf } from "@maison/domain/identity/role";
import { isSessionAlive, SESSION_TOUCH_INTERVAL_MS } from "@maison/domain/identity/session-lifetime";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import type { Tx } from "../../db/transaction.ts";
import type { UserPrincipal } from "../../http/principal.ts";
import { hashSecret, newSecretToken } from "./secret-token.ts";
import {
  capabilitiesOf,
  findLiveSessions,
  findSessionByTokenHash,
  insertSession,
  revokeOtherSessions,
  revokeSession,
  touchSession,
  upgradeSession,
} from "./session.repository.ts";

export interface DeviceMeta {
  userAgent: string | null;
  ip: string | null;
}

/**
 * Sessions: an opaque 256-bit token per sign-in, given to the client once and stored only as its
 * hash. Every sign-in makes a new session; logout revokes it; sessions lapse after 15 idle days or
 * 90 days in all (packages/domain/src/identity/session-lifetime.ts).
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Opens a session inside the caller's transaction; returns the token (shown to the client once). */
  async create(tx: Tx, userId: string, kind: "full" | "email_pending", device: DeviceMeta): Promise<{ token: string; sessionId: string }> {
    const token = newSecretToken();
    const sessionId = newId("ses");
    await insertSession(tx.db, {
      id: sessionId,
      userId,
      tokenHash: hashSecret(token),
      kind,
      now: this.clock.now().toISOString(),
      userAgent: device.userAgent,
      ip: device.ip,
    });
    return { token, sessionId };
  }

  /** The principal behind a token, or null when the token is unknown, revoked or expired. */
  resolve = async (token: string, device: DeviceMeta): Promise<UserPrincipal | null> => {
    const row = await findSessionByTokenHash(this.db.kysely, hashSecret(token));
    if (!row) return null;
    const now = this.clock.now();
    const alive = isSessionAlive({ createdAt: row.created_at, lastSeenAt: row.last_seen_at, revokedAt: row.revoked_at }, now);
    if (!alive) return null;
    if (now.getTime() - new Date(row.last_seen_at).getTime() > SESSION_TOUCH_INTERVAL_MS) {
      await touchSession(this.db.kysely, row.id, now.toISOString(), device);
    }
    // Only staff accounts hold capabilities: shoppers' requests pay for no extra query.
    const capabilities = row.is_staff === 1 ? (await capabilitiesOf(this.db.kysely, row.user_id)).filter(isCapability) : [];
    const actor: Actor = {
      kind: actorKindOf({ capabilities, isB2b: row.is_b2b === 1, isPartner: row.is_partner === 1 }),
      id: row.user_id,
      capabilities,
      steppedUpAt: row.stepped_up_at,
    };
    return {
      kind: "user",
      actor,
      userId: row.user_id,
      email: row.email,
      sessionId: row.id,
      sessionKind: row.kind === "email_pending" ? "email_pending" : "full",
      roles: rolesOf({
        signedIn: true,
        membershipStatus: row.membership_status ?? null,
        isB2b: row.is_b2b === 1,
        isPartner: row.is_partner === 1,
        isStaff: capabilities.length > 0,
      }),
    };
  };

  /** A pending session becomes a full one once the e-mail is confirmed. */
  async upgrade(tx: Tx, sessionId: string): Promise<void> {
    await upgradeSession(tx.db, sessionId);
  }

  /** Ends one of the user's own sessions; false when the id is not theirs or already ended. */
  async revoke(userId: string, sessionId: string): Promise<boolean> {
    return revokeSession(this.db.kysely, userId, sessionId, this.clock.now().toISOString());
  }

  /** Ends every other session of the user (after a password change or on request). */
  async revokeOthers(tx: Tx | null, userId: string, keepSessionId: string | null): Promise<number> {
    return revokeOtherSessions(tx ? tx.db : this.db.kysely, userId, keepSessionId, this.clock.now().toISOString());
  }

  /** The user's live sessions, newest use first. */
  async list(userId: string) {
    const now = this.clock.now();
    const rows = await findLiveSessions(this.db.kysely, userId);
    return rows.filter((r) => isSessionAlive({ createdAt: r.created_at, lastSeenAt: r.last_seen_at, revokedAt: r.revoked_at }, now));
  }
}
