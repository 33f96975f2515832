import { COMMON_PASSWORDS } from "./common-passwords.ts";

/** At least 8 characters; long passphrases are welcome up to 256. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordProblem = "too_short" | "too_long" | "common" | "contains_email";

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  too_long: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: "This password is too common. Please choose another.",
  contains_email: "Your password must not contain your e-mail address.",
};

const common = new Set(COMMON_PASSWORDS);

/** Checks a new password; returns the first problem or null. */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return "too_short";
  if (length > PASSWORD_MAX_LENGTH) return "too_long";
  if (common.has(password.toLowerCase())) return "common";
  const local = email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 4 && password.toLowerCase().includes(local)) return "contains_email";
  return null;
}
