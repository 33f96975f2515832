import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import {
  RESET_CONFIRM_IP_LIMIT,
  RESET_EMAIL_LIMIT,
  RESET_IP_LIMIT,
  RESET_LINK_TTL_MS,
} from "@maison/domain/identity/sign-in-limits";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { EMAIL_TOPIC } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.ts";
import { passwordResetEmail } from "./identity-emails.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import type { MultipassService } from "./multipass.service.ts";
import { assertAcceptablePassword } from "./new-password.ts";
import type { OneTimeTokenService } from "./one-time-token.service.ts";
import { hashPassword } from "./password-hasher.ts";
import { emailRateKey } from "./rate-limit-keys.ts";
import type { SessionService } from "./session.service.ts";
import { findUserByEmail, findUserById, updateUser } from "./user.repository.ts";
import { CommonErrorCode } from "@maison/contracts/error";
import { IdentityErrorCode } from "@maison/contracts/identity";

/** Where the web app shows the "choose a new password" page for a mailed token. */
export const RESET_PAGE_PATH = "/reset-password";

const RATE_LIMITED = { code: CommonErrorCode.enum.rate_limited, message: IDENTITY_SERVER_MESSAGES.rateLimited };

function linkInvalid(): DomainError {
  return new DomainError("invalid", IdentityErrorCode.enum.reset_link_invalid, IDENTITY_SERVER_MESSAGES.resetLinkInvalid, "token");
}

/**
 * Forgotten passwords: a single-use link valid for an hour is mailed to the account's address; the
 * new password chosen through it replaces the old one, signs out every device and lifts the lock-out.
 * Asking never reveals whether an account exists.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly outbox: Outbox,
    private readonly tokens: OneTimeTokenService,
    private readonly sessions: SessionService,
    private readonly multipass: MultipassService,
    private readonly throttle: LoginThrottle,
    private readonly publicBaseUrl: string,
  ) {}

  /** Mails a reset link when an account has this e-mail; does the same checks and answers the same when none has. */
  async request(email: string, ip: string): Promise<void> {
    await this.limiter.enforce(`reset:ip:${ip}`, RESET_IP_LIMIT, RATE_LIMITED);
    await this.limiter.enforce(emailRateKey("reset:email", email), RESET_EMAIL_LIMIT, RATE_LIMITED);
    const user = await findUserByEmail(this.db.kysely, email);
    if (!user) return;
    await inTransaction(this.db, async (tx) => {
      const token = await this.tokens.issue(tx, user.id, "reset_password", RESET_LINK_TTL_MS, { replacePrevious: true });
      const url = `${this.publicBaseUrl}${RESET_PAGE_PATH}/${token}`;
      await this.outbox.record(tx, EMAIL_TOPIC, passwordResetEmail(user.email, url, RESET_LINK_TTL_MS / 60_000));
    });
  }

  /**
   * Sets the password chosen through a reset link. The link proves the address, so an unconfirmed
   * account becomes confirmed. Every session and every open link of the user ends.
   */
  async confirm(token: string, password: string, ip: string): Promise<void> {
    await this.limiter.enforce(`reset-confirm:ip:${ip}`, RESET_CONFIRM_IP_LIMIT, RATE_LIMITED);
    const userId = await this.tokens.peek("reset_password", token);
    const user = userId ? await findUserById(this.db.kysely, userId) : undefined;
    if (!user) throw linkInvalid();
    assertAcceptablePassword(password, user.email, "password");
    const passwordHash = await hashPassword(password);
    const done = await inTransaction(this.db, async (tx) => {
      if ((await this.tokens.consume(tx, "reset_password", token)) !== user.id) return false;
      const now = this.clock.now().toISOString();
      await this.tokens.retireAll(tx, user.id, "reset_password");
      await this.multipass.retireAll(tx, user.id);
      await updateUser(tx.db, user.id, {
        password_hash: passwordHash,
        email_verified_at: user.email_verified_at ?? now,
        updated_at: now,
      });
      await this.sessions.revokeOthers(tx, user.id, null);
      return true;
    });
    if (!done) throw linkInvalid();
    await this.throttle.clear(user.email);
  }
}
