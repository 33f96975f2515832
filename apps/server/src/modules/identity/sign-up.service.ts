import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { SIGN_UP_EMAIL_LIMIT, SIGN_UP_IP_LIMIT } from "@maison/domain/identity/sign-in-limits";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.ts";
import type { EmailConfirmationService } from "./email-confirmation.service.ts";
import { assertAcceptablePassword } from "./new-password.ts";
import { hashPassword } from "./password-hasher.ts";
import { emailRateKey } from "./rate-limit-keys.ts";
import type { DeviceMeta } from "./session.service.ts";
import { findUserByEmail, insertUser } from "./user.repository.ts";
import type { VerificationCodeService } from "./verification-code.service.ts";
import { CommonErrorCode } from "@maison/contracts/error";
import { IdentityErrorCode } from "@maison/contracts/identity";

export interface NewAccount {
  email: string;
  password: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** Consent to marketing e-mail, given on the sign-up form. */
  newsletter?: boolean | undefined;
  /** Where the account came from (landing and last URL, UTM fields, device flags), kept as JSON. */
  signupContext: Record<string, unknown>;
}

const RATE_LIMITED = { code: CommonErrorCode.enum.rate_limited, message: IDENTITY_SERVER_MESSAGES.rateLimited };

/** The answer to an e-mail that already has an account (the sign-up form then offers to log in). */
function emailTaken(): DomainError {
  return new DomainError("invalid", IdentityErrorCode.enum.email_taken, IDENTITY_SERVER_MESSAGES.emailTaken, "email");
}

/**
 * Account creation (POST /v7/create-account): the account starts unconfirmed, with a session that may
 * only confirm the e-mail and a code on its way; the caller answers 403, which opens the confirmation
 * step (spec 2 §4).
 */
export class SignUpService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly codes: VerificationCodeService,
    private readonly confirmation: EmailConfirmationService,
  ) {}

  /** Creates the account; returns the pending session's token. */
  async createAccount(account: NewAccount, device: DeviceMeta & { ip: string }): Promise<string> {
    await this.limiter.enforce(`sign-up:ip:${device.ip}`, SIGN_UP_IP_LIMIT, RATE_LIMITED);
    await this.limiter.enforce(emailRateKey("sign-up:email", account.email), SIGN_UP_EMAIL_LIMIT, RATE_LIMITED);
    assertAcceptablePassword(account.password, account.email, "password");
    if (await findUserByEmail(this.db.kysely, account.email)) throw emailTaken();
    const passwordHash = await hashPassword(account.password);
    const userId = newId("usr");
    // Counts the first code, so asking for another straight away waits like any resend.
    await this.codes.assertMaySend(userId, "email_confirmation");
    const now = this.clock.now().toISOString();
    try {
      return await inTransaction(this.db, async (tx) => {
        await insertUser(tx.db, {
          id: userId,
          email: account.email,
          first_name: account.firstName ?? "",
          last_name: account.lastName ?? "",
          password_hash: passwordHash,
          is_b2b: 0,
          is_partner: 0,
          is_staff: 0,
          created_at: now,
          updated_at: now,
          email_verified_at: null,
          main_phone: null,
          phone_verified_at: null,
          email_subscribed: account.newsletter ? 1 : 0,
          signup_context: JSON.stringify(account.signupContext),
          last_login_at: null,
        });
        return this.confirmation.openPending(tx, { id: userId, email: account.email }, device, true);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }
}
