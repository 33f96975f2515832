import { emailError } from "./email-error.ts";
import { PASSWORD_PROBLEM_MESSAGES, passwordProblem } from "@maison/domain/identity/password-policy";

/**
 * The checks a form makes before it calls the API: the same e-mail check and password policy the
 * server applies, so a person hears about a typo at once. The server checks again either way.
 */

export { emailError };

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const FORM_MESSAGES = {
  passwordRequired: "Please enter your password.",
  firstNameRequired: "Please enter your first name.",
  passwordsDiffer: "The two passwords do not match.",
} as const;


export function newPasswordError(password: string, email?: string): string | undefined {
  const problem = passwordProblem(password, email);
  return problem ? PASSWORD_PROBLEM_MESSAGES[problem] : undefined;
}

export function checkLogin(input: { email: string; password: string }): FieldErrors<"email" | "password"> {
  return compact({
    email: emailError(input.email),
    password: input.password === "" ? FORM_MESSAGES.passwordRequired : undefined,
  });
}

export function checkSignup(input: {
  firstName: string;
  email: string;
  password: string;
}): FieldErrors<"firstName" | "email" | "password"> {
  return compact({
    firstName: input.firstName.trim() === "" ? FORM_MESSAGES.firstNameRequired : undefined,
    email: emailError(input.email),
    password: newPasswordError(input.password, input.email),
  });
}

/** A new password typed twice (reset and change forms). */
export function checkNewPassword(input: {
  password: string;
  confirmation: string;
  email?: string;
}): FieldErrors<"password" | "confirmation"> {
  const password = newPasswordError(input.password, input.email);
  return compact({
    password,
    confirmation: !password && input.confirmation !== input.password ? FORM_MESSAGES.passwordsDiffer : undefined,
  });
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

function compact<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return Object.fromEntries(entries) as FieldErrors<Field>;
}
