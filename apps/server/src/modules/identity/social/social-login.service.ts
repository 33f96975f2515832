import type { AuthResponse } from "@maison/contracts/identity";
import { IDENTITY_MESSAGES, IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { SOCIAL_LOGIN_IP_LIMIT } from "@maison/domain/identity/sign-in-limits";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../../db/clock.ts";
import type { Db } from "../../../db/database.ts";
import { newId } from "../../../db/id.ts";
import { inTransaction, lockForUpdate, type Tx } from "../../../db/transaction.ts";
import { isUniqueViolation } from "../../../db/unique-violation.ts";
import type { RateLimiter } from "../../../platform/rate-limit/rate-limiter.ts";
import type { DeviceMeta, SessionService } from "../session.service.ts";
import type { SignInService } from "../sign-in.service.ts";
import { findUserByEmail, findUserById, insertUser, updateUser, type UserRow } from "../user.repository.ts";
import { findSocialIdentity, insertSocialIdentity, updateSocialIdentityEmail } from "./social-identity.repository.ts";
import {
  SocialProviderUnavailable,
  SocialTokenRejected,
  type SocialProvider,
  type SocialTokenVerifier,
  type VerifiedSocialIdentity,
} from "./social-provider.ts";
import { CommonErrorCode } from "@maison/contracts/error";
import { IdentityErrorCode } from "@maison/contracts/identity";

export interface SocialSignInRequest {
  provider: SocialProvider;
  /** The provider's token; the only thing from the client that decides who signs in. */
  accessToken: string;
  /** The sign-up form's newsletter box: e-mail consent, applied only to an account created now. */
  newsletter: boolean;
  device: { isMobile?: boolean; isApp?: boolean; deviceType?: string };
}

/** How the sign-in found its account: a known identity, an existing account by e-mail, or a new one. */
export type SocialSignInOutcome = "signed_in" | "linked" | "created";

export interface SocialSignIn {
  authToken: string;
  response: AuthResponse;
  outcome: SocialSignInOutcome;
}

/** Where a rejection's reason goes (the request's logger, so it carries the request id). */
export interface SignInLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SocialLoginDependencies {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  verifiers: Record<SocialProvider, SocialTokenVerifier>;
  /** The full sign-in every proven identity ends in: new session, last login, shop link, profile. */
  signIn: Pick<SignInService, "completeSignIn">;
}

/**
 * Sign-in with Google or Facebook. The provider's token is verified with the provider first (no
 * transaction is open while we wait for it); the client's own email/uid/name fields are ignored.
 * Then, in one short transaction, the account is found: a known identity's user; else, with a
 * provider-verified e-mail, the account with that e-mail (linked now) or a new one. The sign-in then
 * completes like a password sign-in: a new full session, the shop link, the profile.
 */
export class SocialLoginService {
  constructor(private readonly deps: SocialLoginDependencies) {}

  async signIn(request: SocialSignInRequest, device: DeviceMeta, log: SignInLog): Promise<SocialSignIn> {
    await this.deps.rateLimiter.enforce(`social_login:ip:${device.ip ?? "unknown"}`, SOCIAL_LOGIN_IP_LIMIT, {
      code: CommonErrorCode.enum.rate_limited,
      message: IDENTITY_SERVER_MESSAGES.rateLimited,
    });
    const identity = await this.verify(request.provider, request.accessToken, log);
    const { user, outcome } = await this.findOrCreateAccount(identity, request);
    const { authToken, response } = await this.deps.signIn.completeSignIn(user.id, device);
    log.info({ provider: request.provider, outcome, userId: user.id }, "social sign-in");
    return { authToken, response, outcome };
  }

  /** Two first sign-ins of one person can race to create the same account; the loser finds it on retry. */
  private async findOrCreateAccount(identity: VerifiedSocialIdentity, request: SocialSignInRequest): Promise<{ user: UserRow; outcome: SocialSignInOutcome }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await inTransaction(this.deps.db, (tx) => this.accountIn(tx, identity, request, this.deps.clock.now().toISOString()));
      } catch (error) {
        if (attempt >= 2 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  private async verify(provider: SocialProvider, token: string, log: SignInLog): Promise<VerifiedSocialIdentity> {
    try {
      return await this.deps.verifiers[provider].verify(token);
    } catch (error) {
      if (error instanceof SocialTokenRejected) {
        log.info({ provider, reason: error.reason }, "social token rejected");
        throw new DomainError("unauthorized", IdentityErrorCode.enum.social_token_invalid, IDENTITY_SERVER_MESSAGES.socialTokenInvalid);
      }
      if (error instanceof SocialProviderUnavailable) {
        log.warn({ provider, reason: error.reason }, "social provider unavailable");
        throw new DomainError("unavailable", IdentityErrorCode.enum.social_provider_unavailable, IDENTITY_SERVER_MESSAGES.socialProviderUnavailable);
      }
      throw error;
    }
  }

  private async accountIn(
    tx: Tx,
    identity: VerifiedSocialIdentity,
    request: SocialSignInRequest,
    now: string,
  ): Promise<{ user: UserRow; outcome: SocialSignInOutcome }> {
    const known = await findSocialIdentity(tx.db, identity.provider, identity.providerUserId);
    if (known) {
      if (identity.email && identity.email !== known.email) {
        await updateSocialIdentityEmail(tx.db, identity.provider, identity.providerUserId, identity.email);
      }
      const user = await findUserById(tx.db, known.user_id);
      if (!user) throw new Error(`social identity ${identity.provider} points at a missing user`);
      return { user, outcome: "signed_in" };
    }
    if (!identity.email) throw emailMissing(identity.provider);
    const existing = await findUserByEmail(tx.db, identity.email);
    const user = existing ? await this.claim(tx, existing, now) : await this.createUser(tx, identity, identity.email, request, now);
    await insertSocialIdentity(tx.db, {
      provider: identity.provider,
      provider_user_id: identity.providerUserId,
      user_id: user.id,
      email: identity.email,
      created_at: now,
    });
    return { user, outcome: existing ? "linked" : "created" };
  }

  /**
   * Links a provider to an existing account with the same (provider-verified) address. If that
   * address was never confirmed, whoever set the account's password never proved they own it: the
   * password and every session are dropped, so an account made in someone else's name in advance
   * cannot be used to watch theirs.
   */
  private async claim(tx: Tx, user: UserRow, now: string): Promise<UserRow> {
    if (user.email_verified_at !== null) return user;
    await lockForUpdate(tx, "users", [user.id]);
    await updateUser(tx.db, user.id, { email_verified_at: now, password_hash: "", updated_at: now });
    await this.deps.sessions.revokeOthers(tx, user.id, null);
    return { ...user, email_verified_at: now, password_hash: "" };
  }

  /** A new account without a password; its e-mail counts as confirmed because the provider confirmed it. */
  private async createUser(
    tx: Tx,
    identity: VerifiedSocialIdentity,
    email: string,
    request: SocialSignInRequest,
    now: string,
  ): Promise<UserRow> {
    const user: UserRow = {
      id: newId("usr"),
      email,
      first_name: identity.firstName,
      last_name: identity.lastName,
      password_hash: "",
      is_b2b: 0,
      is_partner: 0,
      is_staff: 0,
      created_at: now,
      updated_at: now,
      email_verified_at: now,
      main_phone: null,
      phone_verified_at: null,
      sms_subscribed: 0,
      email_subscribed: request.newsletter ? 1 : 0,
      signup_context: JSON.stringify({
        source: "social_login",
        provider: identity.provider,
        is_mobile: request.device.isMobile ?? null,
        is_app: request.device.isApp ?? null,
        device_type: request.device.deviceType ?? null,
      }),
      last_login_at: now,
    };
    await insertUser(tx.db, user);
    return user;
  }
}

/** No e-mail from the provider and no linked account: Facebook's wording is the spec's (spec 2 §5, §8). */
function emailMissing(provider: SocialProvider): DomainError {
  const message = provider === "facebook" ? IDENTITY_MESSAGES.pleaseLogIntoFacebook : IDENTITY_SERVER_MESSAGES.socialEmailMissing;
  return new DomainError("invalid", IdentityErrorCode.enum.social_email_missing, message);
}
