import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { hashPassword } from "../../src/modules/identity/password-hasher.ts";
import type { TestApp } from "./test-app.ts";

/** A passphrase that passes the password policy. */
export const TEST_PASSWORD = "velvet-saddle-autumn-42";

let sequence = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** An account written straight to the database; confirmed unless `verified: false`. */
export async function createUser(
  t: TestApp,
  options: { email?: string; password?: string; verified?: boolean; firstName?: string } = {},
): Promise<TestUser> {
  sequence += 1;
  const id = `usr_test${String(sequence).padStart(4, "0")}`;
  const email = options.email ?? `person${sequence}@maison.test`;
  const password = options.password ?? TEST_PASSWORD;
  const now = t.clock.now().toISOString();
  await t.context.db.kysely
    .insertInto("users")
    .values({
      id,
      email,
      first_name: options.firstName ?? "Ines",
      last_name: "Morel",
      password_hash: await hashPassword(password),
      is_b2b: 0,
      is_partner: 0,
      is_staff: 0,
      created_at: now,
      updated_at: now,
      email_verified_at: options.verified === false ? null : now,
      main_phone: null,
      phone_verified_at: null,
      last_login_at: null,
    })
    .execute();
  return { id, email, password };
}

/** POST /api/v7/login from `ip`. */
export function login(app: FastifyInstance, username: string, password: string, ip = "198.51.100.1"): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: "/api/v7/login", payload: { username, password }, remoteAddress: ip });
}

/** Signs in and returns the session token; fails the test when the sign-in is refused. */
export async function signIn(app: FastifyInstance, email: string, password: string, ip?: string): Promise<string> {
  const response = await login(app, email, password, ip);
  if (response.statusCode !== 200) throw new Error(`sign-in refused: ${response.statusCode} ${response.body}`);
  return (response.json() as { auth_token: string }).auth_token;
}

/** Headers that present a session token the way the apps do. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Token ${token}` };
}

export interface SentEmail {
  to: string;
  subject: string | null;
  text: string;
}

/** Delivers the outbox, then reads the e-mails sent to `to` from the development mailbox, newest first. */
export async function emailsTo(t: TestApp, to: string): Promise<SentEmail[]> {
  await t.context.outbox.drain();
  const response = await t.app.inject({ method: "GET", url: `/api/dev/mailbox/?to=${encodeURIComponent(to)}` });
  const { messages } = response.json() as { messages: Array<SentEmail & { channel: string }> };
  return messages.filter((m) => m.channel === "email");
}

/** The 6-digit code of the newest e-mail sent to `to`. */
export async function latestEmailCode(t: TestApp, to: string): Promise<string> {
  const [newest] = await emailsTo(t, to);
  const code = newest && /\b([0-9]{6})\b/.exec(newest.text)?.[1];
  if (!code) throw new Error(`no confirmation code was mailed to ${to}`);
  return code;
}

/** The token of the newest password-reset link mailed to `to`. */
export async function latestResetToken(t: TestApp, to: string): Promise<string> {
  const [newest] = await emailsTo(t, to);
  const token = newest && /\/reset-password\/([A-Za-z0-9_-]+)/.exec(newest.text)?.[1];
  if (!token) throw new Error(`no reset link was mailed to ${to}`);
  return token;
}

/** The named cookie of a response, with its attributes. */
export function cookieOf(response: LightMyRequestResponse, name = "auth_token") {
  return response.cookies.find((c) => c.name === name);
}

/** How many events a rate-limit key has counted, over all its windows. */
export async function counted(t: TestApp, key: string): Promise<number> {
  const rows = await t.context.db.kysely.selectFrom("rate_limit_counters").select("count").where("key", "=", key).execute();
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
}
