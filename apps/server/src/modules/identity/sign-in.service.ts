import type { AuthResponse } from "@maison/contracts/identity";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { signedInResponse, type ProfileReader } from "./auth-response.ts";
import type { EmailConfirmationService } from "./email-confirmation.service.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import type { MultipassService } from "./multipass.service.ts";
import { spendVerificationTime, verifyPassword } from "./password-hasher.ts";
import type { DeviceMeta, SessionService } from "./session.service.ts";
import { findUserByEmail, updateUser } from "./user.repository.ts";
import { IdentityErrorCode } from "@maison/contracts/identity";

/** A sign-in either opens a full session, or (unconfirmed e-mail) a session that may only confirm it. */
export type SignInOutcome =
  | { kind: "signed_in"; authToken: string; response: AuthResponse }
  | { kind: "confirmation_required"; authToken: string };

/** The one refusal for an unknown e-mail and a wrong password alike, so neither can be told apart. */
export function invalidCredentials(): DomainError {
  return new DomainError("unauthorized", IdentityErrorCode.enum.invalid_credentials, IDENTITY_SERVER_MESSAGES.invalidCredentials);
}

/** Password sign-in (POST /v7/login) and the full sign-in every other way of proving identity ends in. */
export class SignInService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionService,
    private readonly multipass: MultipassService,
    private readonly confirmation: EmailConfirmationService,
    private readonly profiles: ProfileReader,
  ) {}

  /**
   * Checks an e-mail and password. The attempt is counted first (lock-out, see LoginThrottle); an
   * unknown e-mail costs the same password check as a wrong password, and both answer the same 401.
   */
  async login(email: string, password: string, device: DeviceMeta & { ip: string }): Promise<SignInOutcome> {
    const attempt = await this.throttle.begin(email, device.ip);
    const user = await findUserByEmail(this.db.kysely, email);
    if (!user) {
      await spendVerificationTime(password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.password_hash, password))) throw invalidCredentials();
    await attempt.succeeded();
    if (!user.email_verified_at) {
      return { kind: "confirmation_required", authToken: await this.confirmation.signInPending(user, device) };
    }
    return { kind: "signed_in", ...(await this.completeSignIn(user.id, device)) };
  }

  /**
   * Opens a new full session for a user whose identity is proven (password, social provider), records
   * the login and prepares the shop's one-time sign-in link; returns the token and the answer.
   */
  async completeSignIn(userId: string, device: DeviceMeta): Promise<{ authToken: string; response: AuthResponse }> {
    const { authToken, multipassUrl } = await inTransaction(this.db, async (tx) => {
      const session = await this.sessions.create(tx, userId, "full", device);
      await updateUser(tx.db, userId, { last_login_at: this.clock.now().toISOString() });
      return { authToken: session.token, multipassUrl: await this.multipass.issue(tx, userId) };
    });
    return { authToken, response: signedInResponse(await this.profiles.profile(userId), authToken, multipassUrl) };
  }
}
