/** Which sign-in providers we accept (the `provider` field of POST /v6/social_login). */
export type SocialProvider = "google" | "facebook";

/** What a provider vouched for. Nothing here comes from the client's own fields. */
export interface VerifiedSocialIdentity {
  provider: SocialProvider;
  /** The provider's stable account id (Google `sub`, Facebook user id). */
  providerUserId: string;
  /** Lower-cased, and only when the provider says the address is verified; else null. */
  email: string | null;
  /** The person's name as the provider holds it ("" when it gave none). */
  firstName: string;
  lastName: string;
}

/** Checks a provider token with the provider itself and says whose it is. */
export interface SocialTokenVerifier {
  verify(token: string): Promise<VerifiedSocialIdentity>;
}

/**
 * The provider says the token is not good for us: bad signature, wrong audience or app, expired,
 * revoked. `reason` is for the log only; the user sees one message whatever it is.
 */
export class SocialTokenRejected extends Error {
  override readonly name = "SocialTokenRejected";
  constructor(readonly reason: string) {
    super(`social token rejected: ${reason}`);
  }
}

/** The provider could not be asked (network error, timeout, 5xx, unreadable answer, missing setting). */
export class SocialProviderUnavailable extends Error {
  override readonly name = "SocialProviderUnavailable";
  constructor(
    readonly provider: SocialProvider,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider} unavailable: ${reason}`, options);
  }
}

const NAME_MAX_LENGTH = 100;

/** "Anne-Marie de la Tour" → first "Anne-Marie", last "de la Tour"; the users table's 100-character limit. */
export function splitFullName(fullName: string | undefined): { firstName: string; lastName: string } {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  const [first = "", ...rest] = words;
  return { firstName: first.slice(0, NAME_MAX_LENGTH), lastName: rest.join(" ").slice(0, NAME_MAX_LENGTH) };
}

/** The stored form of a provider's address, or null when it cannot be one of ours (too long, no @). */
export function providerEmail(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const email = raw.trim().toLowerCase();
  return email.length > 0 && email.length <= 254 && email.includes("@") ? email : null;
}
