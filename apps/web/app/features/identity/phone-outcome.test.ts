import { describe, expect, it } from "vitest";
import { IDENTITY_MESSAGES } from "@maison/domain/identity/messages";
import { codeCheckOutcome, codeRequestOutcome } from "./phone-outcome.ts";

describe("codeRequestOutcome (spec 2 §8)", () => {
  it("treats a 403 as code sent", () => {
    expect(codeRequestOutcome({ ok: false, status: 403, body: { detail: "Code sent" } })).toEqual({ sent: true });
  });

  it("shows the detail of a 400, and 'Please try again later' otherwise", () => {
    expect(codeRequestOutcome({ ok: false, status: 400, body: { detail: "Please enter a valid phone number." } })).toEqual({
      sent: false,
      message: "Please enter a valid phone number.",
    });
    expect(codeRequestOutcome({ ok: false, status: 0, body: null })).toEqual({
      sent: false,
      message: IDENTITY_MESSAGES.pleaseTryAgainLater,
    });
  });
});

describe("codeCheckOutcome", () => {
  it("accepts when the phone is now valid", () => {
    expect(codeCheckOutcome({ ok: true, status: 200, body: { detail: "Verified", is_valid_phone: true } })).toEqual({ ok: true });
  });

  it("refuses with the server's detail, or with nothing to add", () => {
    expect(codeCheckOutcome({ ok: false, status: 400, body: { detail: "That code is not correct." } })).toEqual({
      ok: false,
      message: "That code is not correct.",
    });
    expect(codeCheckOutcome({ ok: true, status: 200, body: { detail: "x", is_valid_phone: false } })).toEqual({ ok: false, message: "x" });
    expect(codeCheckOutcome({ ok: false, status: 0, body: null })).toEqual({ ok: false, message: null });
  });
});
