/** E-mail confirmation and SMS codes expire 10 minutes after they are sent. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses allowed per code before it is spent. */
export const CODE_MAX_ATTEMPTS = 5;
/** SMS codes are 4 digits (spec 2 §9); e-mail codes 6. */
export const SMS_CODE_LENGTH = 4;
export const EMAIL_CODE_LENGTH = 6;

/** Spec 2 §5: exactly 4 single digits, nothing else. */
export function isWellFormedSmsCode(code: string): boolean {
  return /^[0-9]{4}$/.test(code);
}

/** SMS validation code state of spec 2 §4: 0 reset, 1 error, 2 checking, 3 success. */
export const SMS_CODE_STATE = { reset: 0, error: 1, checking: 2, success: 3 } as const;
/** Anything above 1 shows progress (spec 2 §4). */
export const showsSmsProgress = (state: number) => state > SMS_CODE_STATE.error;
/** The check waits 3 s, and success reloads the page after 3 s (spec 2 §4). */
export const SMS_CHECK_DELAY_MS = 3000;
export const SMS_SUCCESS_RELOAD_MS = 3000;
