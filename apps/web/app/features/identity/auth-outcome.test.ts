import { describe, expect, it } from "vitest";
import { IDENTITY_MESSAGES } from "@maison/domain/identity/messages";
import { authOutcome, detailOutcome } from "./auth-outcome.ts";

const user = { first_name: "Ada" };

describe("authOutcome", () => {
  it("signs in on an authenticated answer", () => {
    expect(authOutcome({ ok: true, status: 200, body: { is_authenticated: true, error: null, user } })).toEqual({
      kind: "signed-in",
      firstName: "Ada",
    });
    expect(authOutcome({ ok: true, status: 200, body: { is_authenticated: true, user: null } })).toEqual({
      kind: "signed-in",
      firstName: null,
    });
  });

  it("opens the e-mail confirmation step on a 403 email_confirmation_required (spec 2 §8)", () => {
    const body = { code: "email_confirmation_required", message: "Please confirm", is_authenticated: false, error: "x", auth_token: "t" };
    expect(authOutcome({ ok: false, status: 403, body })).toEqual({ kind: "confirmation-required" });
  });

  it("shows the server's message when the answer carries one, with the field it blames", () => {
    expect(
      authOutcome({ ok: false, status: 400, body: { code: "email_taken", message: "An account exists.", field: "email" } }),
    ).toEqual({ kind: "failed", ok: false, message: "An account exists.", field: "email" });
    expect(authOutcome({ ok: true, status: 200, body: { is_authenticated: false, error: "Account disabled." } })).toMatchObject({
      kind: "failed",
      message: "Account disabled.",
    });
  });

  it("says 'Something went wrong, please try again later.' when the call fails without a message", () => {
    for (const result of [
      { ok: false, status: 0, body: null },
      { ok: false, status: 502, body: "<html>" },
      { ok: false, status: 403, body: { code: "forbidden" } },
    ]) {
      expect(authOutcome(result)).toEqual({ kind: "failed", ok: false, message: IDENTITY_MESSAGES.somethingWentWrong, field: null });
    }
  });
});

describe("detailOutcome", () => {
  it("passes the detail of a success on, and the message of a failure", () => {
    expect(detailOutcome({ ok: true, status: 200, body: { detail: "We sent you a new code." } })).toEqual({
      ok: true,
      message: "We sent you a new code.",
    });
    expect(detailOutcome({ ok: false, status: 429, body: { code: "rate_limited", message: "Too many requests." } })).toMatchObject({
      ok: false,
      message: "Too many requests.",
    });
    expect(detailOutcome({ ok: false, status: 0, body: null })).toMatchObject({ message: IDENTITY_MESSAGES.somethingWentWrong });
  });
});
