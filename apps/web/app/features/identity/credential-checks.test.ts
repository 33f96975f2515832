import { describe, expect, it } from "vitest";
import { EMAIL_PROBLEM_MESSAGES } from "@maison/domain/identity/email-check";
import { PASSWORD_PROBLEM_MESSAGES } from "@maison/domain/identity/password-policy";
import { checkLogin, checkNewPassword, checkSignup, FORM_MESSAGES, hasErrors } from "./credential-checks.ts";

describe("checkLogin", () => {
  it("applies the e-mail check of spec 1 §5 and asks for a password", () => {
    expect(checkLogin({ email: "ada@gnail.com", password: "" })).toEqual({
      email: EMAIL_PROBLEM_MESSAGES.typo_domain,
      password: FORM_MESSAGES.passwordRequired,
    });
    expect(checkLogin({ email: "ada@example.con", password: "x" })).toEqual({ email: EMAIL_PROBLEM_MESSAGES.typo_ending });
    expect(checkLogin({ email: "", password: "x" })).toEqual({ email: EMAIL_PROBLEM_MESSAGES.empty });
  });

  it("passes a well-formed login (any non-empty password: the policy is for new ones)", () => {
    const errors = checkLogin({ email: " Ada@Example.com ", password: "short" });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });
});

describe("checkSignup", () => {
  it("asks for a first name, a checked e-mail and a password that meets the policy", () => {
    expect(checkSignup({ firstName: " ", email: "ada", password: "1234567" })).toEqual({
      firstName: FORM_MESSAGES.firstNameRequired,
      email: EMAIL_PROBLEM_MESSAGES.pattern,
      password: PASSWORD_PROBLEM_MESSAGES.too_short,
    });
  });

  it("refuses a common password and one containing the e-mail's name", () => {
    expect(checkSignup({ firstName: "Ada", email: "ada@example.com", password: "password123" }).password).toBe(
      PASSWORD_PROBLEM_MESSAGES.common,
    );
    expect(checkSignup({ firstName: "Ada", email: "lovelace@example.com", password: "xxlovelace99" }).password).toBe(
      PASSWORD_PROBLEM_MESSAGES.contains_email,
    );
  });

  it("passes a good sign-up", () => {
    expect(checkSignup({ firstName: "Ada", email: "ada@example.com", password: "Velvet-Saddle-42" })).toEqual({});
  });
});

describe("checkNewPassword", () => {
  it("checks the policy first, then that both entries match", () => {
    expect(checkNewPassword({ password: "short", confirmation: "other" })).toEqual({
      password: PASSWORD_PROBLEM_MESSAGES.too_short,
    });
    expect(checkNewPassword({ password: "Velvet-Saddle-42", confirmation: "Velvet-Saddle-43" })).toEqual({
      confirmation: FORM_MESSAGES.passwordsDiffer,
    });
    expect(checkNewPassword({ password: "Velvet-Saddle-42", confirmation: "Velvet-Saddle-42" })).toEqual({});
  });
});
