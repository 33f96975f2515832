import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { CommonErrorCode } from "@maison/contracts/error";
import { WalletAccountErrorCode } from "@maison/contracts/wallet-account";
import { DomainError } from "@maison/domain/shared/domain-error";
import {
  blockedForSeconds,
  TWO_FACTOR_BLOCK_MS,
  TWO_FACTOR_CODE_LENGTH,
  TWO_FACTOR_CODE_TTL_MS,
  TWO_FACTOR_FRESH_MS,
  TWO_FACTOR_MAX_ATTEMPTS,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SENDS_PER_HOUR,
} from "@maison/domain/wallet/wallet-two-factor";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import { EMAIL_TOPIC, SMS_TOPIC } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import { TwoFactorRefusal } from "./two-factor-error.ts";

const HOUR_MS = 60 * 60_000;

/** Where codes go: the account's e-mail, and its phone once verified. */
export interface WalletContacts {
  emailOf(userId: string, tx?: Tx): Promise<string | null>;
  verifiedPhoneOf(userId: string): Promise<string | null>;
}

export interface CodeSent {
  code_token: string;
  channel: "sms" | "email";
  destination: string;
  expires_at: string;
  detail: string;
}

type Check = { ok: true; validUntil: string } | { ok: false; refusal: TwoFactorRefusal };

const mask = (value: string, channel: "sms" | "email") =>
  channel === "sms" ? `•••• ${value.slice(-4)}` : value.replace(/^(.)[^@]*(@.*)$/, (_all, first: string, domain: string) => `${first}•••${domain}`);

/**
 * The wallet's two-factor check before a cash-out (decision 054): a 4-digit code by text message (to a
 * verified phone) or e-mail, named by a random token and kept only as a keyed hash; five wrong codes on a
 * token, or more than five codes in an hour, block the user for a while (`2fa_blocked` with
 * `blocked_for`). A right code lets this session cash out for ten minutes.
 */
export class WalletTwoFactorService {
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly contacts: WalletContacts,
    secret: string,
  ) {
    this.key = Buffer.from(hkdfSync("sha256", secret, "maison-wallet", "two-factor-code", 32));
  }

  async sendCode(user: { userId: string; sessionId: string }, requested?: "sms" | "email"): Promise<CodeSent> {
    const phone = await this.contacts.verifiedPhoneOf(user.userId);
    const channel = requested ?? (phone ? "sms" : "email");
    if (channel === "sms" && !phone) throw new DomainError("invalid", WalletAccountErrorCode.enum.two_factor_code_malformed, "Verify your phone number in your profile to get codes by text message.", "channel");
    const now = this.clock.now();
    const result = await inTransaction(this.db, async (tx): Promise<CodeSent | TwoFactorRefusal> => {
      const blocked = await this.blockedFor(tx, user.userId);
      if (blocked > 0) return new TwoFactorRefusal("2fa_blocked", { blocked_for: blocked });
      const recent = await tx.db
        .selectFrom("wallet_two_factor_codes")
        .select("created_at")
        .where("user_id", "=", user.userId)
        .where("created_at", ">", new Date(now.getTime() - HOUR_MS).toISOString())
        .orderBy("created_at")
        .execute();
      if (recent.length >= TWO_FACTOR_SENDS_PER_HOUR) {
        const until = new Date(Date.parse(recent[0]!.created_at) + HOUR_MS).toISOString();
        await this.block(tx, user.userId, until);
        return new TwoFactorRefusal("2fa_blocked", { blocked_for: blockedForSeconds(until, now) });
      }
      const target = channel === "sms" ? phone! : await this.contacts.emailOf(user.userId, tx);
      if (!target) throw new DomainError("unauthorized", CommonErrorCode.enum.authentication_required, "Please sign in again.");
      const code = String(randomInt(0, 10 ** TWO_FACTOR_CODE_LENGTH)).padStart(TWO_FACTOR_CODE_LENGTH, "0");
      const token = randomBytes(24).toString("base64url");
      const expiresAt = new Date(now.getTime() + TWO_FACTOR_CODE_TTL_MS).toISOString();
      // A new code replaces the user's open ones.
      await tx.db.updateTable("wallet_two_factor_codes").set({ spent_at: now.toISOString() }).where("user_id", "=", user.userId).where("spent_at", "is", null).execute();
      await tx.db
        .insertInto("wallet_two_factor_codes")
        .values({ token, user_id: user.userId, session_id: user.sessionId, channel, code_hash: this.hash(token, code), attempts: 0, created_at: now.toISOString(), expires_at: expiresAt, verified_at: null, spent_at: null })
        .execute();
      if (channel === "sms") await this.outbox.record(tx, SMS_TOPIC, { to: target, text: `Your Maison wallet code is ${code}. It expires in 10 minutes.` });
      else
        await this.outbox.record(
          tx,
          EMAIL_TOPIC,
          composeEmail({
            to: target,
            subject: "Your Maison wallet code",
            heading: "Confirm your cash-out",
            paragraphs: ["Enter this code on your wallet page to cash out. It expires in 10 minutes. If you did not ask for it, change your password."],
            code,
          }),
        );
      return { code_token: token, channel, destination: mask(target, channel), expires_at: expiresAt, detail: TWO_FACTOR_MESSAGES.sent };
    });
    if (result instanceof TwoFactorRefusal) throw result;
    return result;
  }

  /** Checks `{code_token, code}`; wrong guesses are committed before the refusal is thrown. */
  async verify(user: { userId: string; sessionId: string }, token: string, rawCode: string): Promise<{ is_verified: true; valid_until: string }> {
    const code = rawCode.trim();
    if (!new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(code)) {
      throw new DomainError("invalid", WalletAccountErrorCode.enum.two_factor_code_malformed, `Enter the ${TWO_FACTOR_CODE_LENGTH}-digit code we sent you.`, "code");
    }
    const now = this.clock.now();
    const check = await inTransaction(this.db, async (tx): Promise<Check> => {
      const blocked = await this.blockedFor(tx, user.userId);
      if (blocked > 0) return { ok: false, refusal: new TwoFactorRefusal("2fa_blocked", { blocked_for: blocked }) };
      const row = await tx.db.selectFrom("wallet_two_factor_codes").selectAll().where("token", "=", token).executeTakeFirst();
      if (!row || row.user_id !== user.userId || row.session_id !== user.sessionId || row.spent_at !== null) return { ok: false, refusal: new TwoFactorRefusal("invalid_token") };
      if (Date.parse(row.expires_at) <= now.getTime()) return { ok: false, refusal: new TwoFactorRefusal("permission_denied") };
      if (!sameHash(row.code_hash, this.hash(token, code))) {
        await tx.db.updateTable("wallet_two_factor_codes").set((eb) => ({ attempts: eb("attempts", "+", 1) })).where("token", "=", token).execute();
        const { attempts } = await tx.db.selectFrom("wallet_two_factor_codes").select("attempts").where("token", "=", token).executeTakeFirstOrThrow();
        if (attempts < TWO_FACTOR_MAX_ATTEMPTS) return { ok: false, refusal: new TwoFactorRefusal("authentication_failed", { attempts_left: TWO_FACTOR_MAX_ATTEMPTS - attempts }) };
        const until = new Date(now.getTime() + TWO_FACTOR_BLOCK_MS).toISOString();
        await tx.db.updateTable("wallet_two_factor_codes").set({ spent_at: now.toISOString() }).where("token", "=", token).execute();
        await this.block(tx, user.userId, until);
        return { ok: false, refusal: new TwoFactorRefusal("max_retries_limit_exceeded", { blocked_for: blockedForSeconds(until, now) }) };
      }
      // One right code verifies once, whatever the concurrency.
      const used = await tx.db
        .updateTable("wallet_two_factor_codes")
        .set({ verified_at: now.toISOString(), spent_at: now.toISOString() })
        .where("token", "=", token)
        .where("spent_at", "is", null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return { ok: false, refusal: new TwoFactorRefusal("invalid_token") };
      return { ok: true, validUntil: new Date(now.getTime() + TWO_FACTOR_FRESH_MS).toISOString() };
    });
    if (!check.ok) throw check.refusal;
    return { is_verified: true, valid_until: check.validUntil };
  }

  /** Whether this session entered a right code in the last ten minutes. */
  async isFresh(user: { userId: string; sessionId: string }, tx?: Tx): Promise<boolean> {
    const since = new Date(this.clock.now().getTime() - TWO_FACTOR_FRESH_MS).toISOString();
    const row = await (tx?.db ?? this.db.kysely)
      .selectFrom("wallet_two_factor_codes")
      .select("token")
      .where("user_id", "=", user.userId)
      .where("session_id", "=", user.sessionId)
      .where("verified_at", ">=", since)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** 412 unless the session is fresh (the page moves to the two-factor screens). */
  async requireFresh(user: { userId: string; sessionId: string }): Promise<void> {
    if (!(await this.isFresh(user))) throw new DomainError("precondition_failed", WalletAccountErrorCode.enum.two_factor_required, TWO_FACTOR_MESSAGES.required);
  }

  private async blockedFor(tx: Tx, userId: string): Promise<number> {
    const row = await tx.db.selectFrom("wallet_two_factor_blocks").select("blocked_until").where("user_id", "=", userId).executeTakeFirst();
    return blockedForSeconds(row?.blocked_until ?? null, this.clock.now());
  }

  private async block(tx: Tx, userId: string, until: string): Promise<void> {
    const now = this.clock.now().toISOString();
    await tx.db
      .insertInto("wallet_two_factor_blocks")
      .values({ user_id: userId, blocked_until: until, created_at: now })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ blocked_until: until, created_at: now }))
      .execute();
  }

  private hash(token: string, code: string): string {
    return createHmac("sha256", this.key).update(`${token}:${code}`).digest("hex");
  }
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}
