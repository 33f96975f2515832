import { IdentityErrorCode } from "@maison/contracts/identity";
import { PASSWORD_PROBLEM_MESSAGES, passwordProblem, type PasswordProblem } from "@maison/domain/identity/password-policy";
import { DomainError } from "@maison/domain/shared/domain-error";

/** Each broken password rule answers `password_<problem>`, as the password form's clients expect. */
const PASSWORD_PROBLEM_CODES: Record<PasswordProblem, IdentityErrorCode> = {
  too_short: IdentityErrorCode.enum.password_too_short,
  too_long: IdentityErrorCode.enum.password_too_long,
  common: IdentityErrorCode.enum.password_common,
  contains_email: IdentityErrorCode.enum.password_contains_email,
};

/** Refuses a new password that breaks the policy with a 400 naming `field` (e.g. `password_common`). */
export function assertAcceptablePassword(password: string, email: string, field: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new DomainError("invalid", PASSWORD_PROBLEM_CODES[problem], PASSWORD_PROBLEM_MESSAGES[problem], field);
}
