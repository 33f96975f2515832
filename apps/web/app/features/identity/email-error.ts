import { EMAIL_PROBLEM_MESSAGES, emailProblem } from "@maison/domain/identity/email-check";

/**
 * The e-mail check a form makes before it calls the API (the server's own rule), on its own so that a
 * form asking only for an e-mail (the footer's newsletter) does not load the password policy with it.
 */
export function emailError(email: string): string | undefined {
  const problem = emailProblem(email);
  return problem ? EMAIL_PROBLEM_MESSAGES[problem] : undefined;
}
