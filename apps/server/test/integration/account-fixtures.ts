import { inTransaction } from "../../src/db/transaction.ts";
import { hashPassword } from "../../src/modules/identity/password-hasher.ts";
import type { TestApp } from "../support/test-app.ts";

export interface SignedInUser {
  id: string;
  email: string;
  token: string;
  /** Headers that sign a request in as this user. */
  headers: { authorization: string };
}

/** A confirmed account written straight to the database, with a session opened for it. */
export async function createSignedInUser(
  t: TestApp,
  user: { id: string; email: string; firstName?: string; lastName?: string; sessionKind?: "full" | "email_pending" },
): Promise<SignedInUser> {
  const now = t.clock.now().toISOString();
  const passwordHash = await hashPassword("a-long-test-passphrase");
  const token = await inTransaction(t.context.db, async (tx) => {
    await tx.db
      .insertInto("users")
      .values({
        id: user.id,
        email: user.email,
        first_name: user.firstName ?? "Test",
        last_name: user.lastName ?? "User",
        password_hash: passwordHash,
        is_b2b: 0,
        is_partner: 0,
        is_staff: 0,
        created_at: now,
        updated_at: now,
        email_verified_at: now,
        main_phone: null,
        phone_verified_at: null,
        last_login_at: null,
      })
      .execute();
    const session = await t.context.services.sessions.create(tx, user.id, user.sessionKind ?? "full", { userAgent: null, ip: null });
    return session.token;
  });
  return { id: user.id, email: user.email, token, headers: { authorization: `Token ${token}` } };
}

/** Everything stored about a user that the account calls could touch: their row, codes and outbox. */
export async function accountSnapshot(t: TestApp, userId: string) {
  const db = t.context.db.kysely;
  const user = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
  const codes = await db.selectFrom("verification_codes").selectAll().where("user_id", "=", userId).orderBy("id").execute();
  return { user, codes };
}

/** The digits of the newest text message sent to `phone`, read from the development mailbox. */
export async function lastSmsCode(t: TestApp, phone: string): Promise<string> {
  await t.context.outbox.drain();
  const response = await t.app.inject({ method: "GET", url: `/api/dev/mailbox/?to=${encodeURIComponent(phone)}` });
  const sms = (response.json() as { messages: Array<{ channel: string; text: string }> }).messages.find((m) => m.channel === "sms");
  const code = sms && /\b([0-9]{4})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no SMS code was sent to ${phone}`);
  return code;
}
