/**
 * Throttling of discount and gift-card code entries (guessing 16-character gift-card codes through the
 * cart). Only entries that fail count: a shopper applying a valid code is never slowed down.
 */
export interface CodeAttemptRule {
  limit: number;
  windowMs: number;
}

/** Failed entries allowed from one client address, and on one cart, per window. */
export const CODE_ATTEMPT_LIMITS: { perIp: CodeAttemptRule; perCart: CodeAttemptRule } = {
  perIp: { limit: 30, windowMs: 15 * 60_000 },
  perCart: { limit: 10, windowMs: 15 * 60_000 },
};

export const CODE_ATTEMPTS_MESSAGE = "Too many codes were tried. Please wait a few minutes and try again.";
export const CODE_ATTEMPTS_ERROR_CODE = "too_many_code_attempts";
