import { PASSWORD_PROBLEM_MESSAGES, passwordProblem } from "@maison/domain/identity/password-policy";
import { DomainError } from "@maison/domain/shared/domain-error";

/** Refuses a new password that breaks the policy with a 400 naming `field` (e.g. `password_common`). */
export function assertAcceptablePassword(password: string, email: string, field: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new DomainError("invalid", `password_${problem}`, PASSWORD_PROBLEM_MESSAGES[problem], field);
}
