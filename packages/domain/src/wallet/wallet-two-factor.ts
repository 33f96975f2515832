/**
 * The wallet's two-factor check before a cash-out (decision 054, spec 2 §4, §8, §9): a 4-digit code sent
 * by text message or e-mail, named by a token; the cash-out is allowed for ten minutes after a right code.
 */
export const TWO_FACTOR_CODE_LENGTH = 4;
/** A code is good for ten minutes. */
export const TWO_FACTOR_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes allowed on one token before it is spent and the user is blocked. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
/** How long a user who spent a token on wrong codes waits before asking again. */
export const TWO_FACTOR_BLOCK_MS = 30 * 60_000;
/** How long a right code lets the session cash out. */
export const TWO_FACTOR_FRESH_MS = 10 * 60_000;
/** Codes sent per user per hour (beyond it the user is blocked until the hour has passed). */
export const TWO_FACTOR_SENDS_PER_HOUR = 5;

/** The spec's screen numbers (spec 2 §4): 2 entry/error (default), 3 code sent, 4 verifying, 5 verified, 7 blocked. */
export const TWO_FACTOR_SCREENS = { entry: 2, codeSent: 3, verifying: 4, verified: 5, blocked: 7 } as const;

/** Spec 2 §4: a 412 on cash-out, and a permission_denied code, move to the code screen after 1.5 s. */
export const TWO_FACTOR_PAUSE_MS = 1_500;
export type TwoFactorScreen = (typeof TWO_FACTOR_SCREENS)[keyof typeof TWO_FACTOR_SCREENS];

/** The error codes of spec 2 §8 the server answers with. */
export const TWO_FACTOR_ERRORS = ["2fa_blocked", "max_retries_limit_exceeded", "invalid_token", "authentication_failed", "permission_denied"] as const;
export type TwoFactorError = (typeof TWO_FACTOR_ERRORS)[number];

export const TWO_FACTOR_MESSAGES = {
  "2fa_blocked": "Too many attempts. For your security, cash-out is blocked for a while.",
  max_retries_limit_exceeded: "Too many wrong codes. For your security, cash-out is blocked for a while.",
  invalid_token: "This code request is not valid any more. Ask for a new code.",
  authentication_failed: "That code is not right. Check it and try again.",
  permission_denied: "This code has expired. We are sending you a new one.",
  /** Spec 2 §8: anything else. */
  generic: "Cannot authenticate at this time, please try again later",
  required: "For your security, confirm it is you with the code we send you.",
  sent: "We sent you a 4-digit code.",
} as const;

/** What the client does with an error (spec 2 §8): the screen it moves to. */
export function screenAfter(error: string): { screen: TwoFactorScreen; requestNewCode: boolean; message: string } {
  switch (error) {
    case "2fa_blocked":
    case "max_retries_limit_exceeded":
      return { screen: TWO_FACTOR_SCREENS.blocked, requestNewCode: false, message: TWO_FACTOR_MESSAGES[error] };
    case "invalid_token":
    case "authentication_failed":
      return { screen: TWO_FACTOR_SCREENS.entry, requestNewCode: false, message: TWO_FACTOR_MESSAGES[error] };
    case "permission_denied":
      return { screen: TWO_FACTOR_SCREENS.entry, requestNewCode: true, message: TWO_FACTOR_MESSAGES.permission_denied };
    default:
      return { screen: TWO_FACTOR_SCREENS.entry, requestNewCode: false, message: TWO_FACTOR_MESSAGES.generic };
  }
}

/** Whole seconds left of a block at `now` (0 when it is over). */
export function blockedForSeconds(blockedUntil: string | null, now: Date): number {
  if (!blockedUntil) return 0;
  return Math.max(0, Math.ceil((Date.parse(blockedUntil) - now.getTime()) / 1000));
}

/** "29 min 5 s" for the blocked screen. */
export function blockedForLabel(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes} min${rest ? ` ${rest} s` : ""}` : `${rest} s`;
}
