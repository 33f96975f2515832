import type { AuthResponse } from "@maison/contracts/identity";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { CODE_CHECK_ACCOUNT_LIMIT, VERIFY_EMAIL_IP_LIMIT } from "@maison/domain/identity/sign-in-limits";
import { EMAIL_CODE_LENGTH } from "@maison/domain/identity/verification-code";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, lockForUpdate, type Tx } from "../../db/transaction.ts";
import type { UserPrincipal } from "../../http/principal.ts";
import { EMAIL_TOPIC } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import { RateLimitedError } from "../../platform/rate-limit/rate-limited-error.ts";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.ts";
import { signedInResponse, type ProfileReader } from "./auth-response.ts";
import { confirmationCodeEmail } from "./identity-emails.ts";
import type { MultipassService } from "./multipass.service.ts";
import type { DeviceMeta, SessionService } from "./session.service.ts";
import { findUserById, updateUser, type UserRow } from "./user.repository.ts";
import type { VerificationCodeService } from "./verification-code.service.ts";
import { CommonErrorCode } from "@maison/contracts/error";
import { IdentityErrorCode } from "@maison/contracts/identity";

const RATE_LIMITED = { code: CommonErrorCode.enum.rate_limited, message: IDENTITY_SERVER_MESSAGES.rateLimited };

/**
 * E-mail confirmation (spec 2 §4): a new account, or a sign-in to an unconfirmed one, gets a session
 * that may only confirm the e-mail, and a 6-digit code by e-mail. The right code confirms the address
 * and turns that session into a full one.
 */
export class EmailConfirmationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly codes: VerificationCodeService,
    private readonly outbox: Outbox,
    private readonly sessions: SessionService,
    private readonly multipass: MultipassService,
    private readonly profiles: ProfileReader,
    private readonly limiter: RateLimiter,
  ) {}

  /** Inside the caller's transaction: mails a code (when `sendCode`) and opens a pending session; returns its token. */
  async openPending(tx: Tx, user: { id: string; email: string }, device: DeviceMeta, sendCode: boolean): Promise<string> {
    if (sendCode) await this.mailCode(tx, user.id, user.email);
    return (await this.sessions.create(tx, user.id, "email_pending", device)).token;
  }

  /**
   * The right password for an unconfirmed account: a pending session, and a new code unless one was
   * sent moments ago (the sending limit then keeps the earlier code in force instead of refusing).
   */
  async signInPending(user: UserRow, device: DeviceMeta): Promise<string> {
    const sendCode = await this.codes.assertMaySend(user.id, "email_confirmation").then(
      () => true,
      (error: unknown) => {
        if (error instanceof RateLimitedError) return false;
        throw error;
      },
    );
    return inTransaction(this.db, (tx) => this.openPending(tx, user, device, sendCode));
  }

  /** `{force_resend: true}`: mails a new code; the answer's detail says what happened. */
  async resend(principal: UserPrincipal, ip: string): Promise<string> {
    await this.limiter.enforce(`verify-email:ip:${ip}`, VERIFY_EMAIL_IP_LIMIT, RATE_LIMITED);
    const user = await this.user(this.db.kysely, principal.userId);
    if (user.email_verified_at) return IDENTITY_SERVER_MESSAGES.emailConfirmed;
    await this.codes.assertMaySend(user.id, "email_confirmation");
    await inTransaction(this.db, (tx) => this.mailCode(tx, user.id, user.email));
    return IDENTITY_SERVER_MESSAGES.codeSent;
  }

  /**
   * `{code}`: confirms the e-mail and upgrades the presenting session to a full one. Wrong guesses are
   * committed before the refusal is thrown, so the code's attempt limit holds.
   */
  async confirm(principal: UserPrincipal, authToken: string, code: string, ip: string): Promise<AuthResponse> {
    await this.limiter.enforce(`verify-email:ip:${ip}`, VERIFY_EMAIL_IP_LIMIT, RATE_LIMITED);
    await this.limiter.enforce(`email-code-checks:user:${principal.userId}`, CODE_CHECK_ACCOUNT_LIMIT, RATE_LIMITED);
    const outcome = await inTransaction(this.db, async (tx) => {
      await lockForUpdate(tx, "users", [principal.userId]);
      const user = await this.user(tx.db, principal.userId);
      const now = this.clock.now().toISOString();
      if (!user.email_verified_at) {
        const check = await this.codes.consume(tx, user.id, "email_confirmation", code);
        if (!check.ok) return check;
        if (check.target !== user.email) return { ok: false as const, error: codeInvalid() };
        await updateUser(tx.db, user.id, { email_verified_at: now, updated_at: now });
      }
      await updateUser(tx.db, user.id, { last_login_at: now });
      await this.sessions.upgrade(tx, principal.sessionId);
      return { ok: true as const, multipassUrl: await this.multipass.issue(tx, user.id) };
    });
    if (!outcome.ok) throw outcome.error;
    return signedInResponse(await this.profiles.profile(principal.userId), authToken, outcome.multipassUrl);
  }

  private async mailCode(tx: Tx, userId: string, email: string): Promise<void> {
    const code = await this.codes.issue(tx, userId, "email_confirmation", email, EMAIL_CODE_LENGTH);
    await this.outbox.record(tx, EMAIL_TOPIC, confirmationCodeEmail(email, code));
  }

  private async user(db: Tx["db"], userId: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw new DomainError("unauthorized", CommonErrorCode.enum.authentication_required, IDENTITY_SERVER_MESSAGES.signInRequired);
    return user;
  }
}

function codeInvalid(): DomainError {
  return new DomainError("invalid", IdentityErrorCode.enum.code_invalid, IDENTITY_SERVER_MESSAGES.codeInvalid, "code");
}
