const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** At most `limit` events per fixed window of `windowMs`. */
export interface Allowance {
  limit: number;
  windowMs: number;
}

/**
 * Account lock-out: after 10 failed password attempts for one e-mail address within a 15-minute
 * window, password sign-in for that address is refused, even with the right password, until the
 * window ends. Addresses without an account are counted the same way, so the lock reveals nothing.
 */
export const LOGIN_ACCOUNT_LOCKOUT: Allowance = { limit: 10, windowMs: 15 * MINUTE_MS };

/** One network address may fail to sign in 50 times per 15 minutes, whichever accounts it tries. */
export const LOGIN_IP_LIMIT: Allowance = { limit: 50, windowMs: 15 * MINUTE_MS };

/** Account creation: 10 an hour from one network address, 5 attempts an hour for one e-mail. */
export const SIGN_UP_IP_LIMIT: Allowance = { limit: 10, windowMs: HOUR_MS };
export const SIGN_UP_EMAIL_LIMIT: Allowance = { limit: 5, windowMs: HOUR_MS };

/** Password-reset requests: 10 an hour from one network address, 3 an hour for one e-mail. */
export const RESET_IP_LIMIT: Allowance = { limit: 10, windowMs: HOUR_MS };
export const RESET_EMAIL_LIMIT: Allowance = { limit: 3, windowMs: HOUR_MS };

/** Choosing a new password through a reset link: 20 tries per 15 minutes from one network address. */
export const RESET_CONFIRM_IP_LIMIT: Allowance = { limit: 20, windowMs: 15 * MINUTE_MS };

/** E-mail confirmation calls: 30 per 15 minutes from one address, 10 code checks per 15 minutes per account. */
export const VERIFY_EMAIL_IP_LIMIT: Allowance = { limit: 30, windowMs: 15 * MINUTE_MS };
export const CODE_CHECK_ACCOUNT_LIMIT: Allowance = { limit: 10, windowMs: 15 * MINUTE_MS };

/** Social sign-in: 30 attempts per 15 minutes from one network address, each one costs a provider call. */
export const SOCIAL_LOGIN_IP_LIMIT: Allowance = { limit: 30, windowMs: 15 * MINUTE_MS };

/** A mailed password-reset link works once, within an hour. */
export const RESET_LINK_TTL_MS = HOUR_MS;

/** A one-time sign-in link for the shop host works once, within two minutes. */
export const MULTIPASS_TTL_MS = 2 * MINUTE_MS;
