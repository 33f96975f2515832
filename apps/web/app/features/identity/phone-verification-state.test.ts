import { describe, expect, it } from "vitest";
import { SMS_CODE_STATE } from "@maison/domain/identity/verification-code";
import {
  INITIAL_PHONE_VERIFICATION,
  phoneVerificationReducer,
  phoneVerificationView,
  submittedCode,
  type PhoneVerificationEvent,
  type PhoneVerificationState,
} from "./phone-verification-state.ts";

const run = (events: PhoneVerificationEvent[], from: PhoneVerificationState = INITIAL_PHONE_VERIFICATION) =>
  events.reduce(phoneVerificationReducer, from);

const filled = run([{ type: "edit", digits: ["4", "8", "2", "1"] }]);

describe("the phone verification modal (spec 2 §2, §4)", () => {
  it("starts on the confirm view, code state 0", () => {
    expect(INITIAL_PHONE_VERIFICATION.codeState).toBe(0);
    expect(phoneVerificationView(INITIAL_PHONE_VERIFICATION)).toBe("confirm");
  });

  it("does not submit until all four boxes are filled", () => {
    const partial = run([{ type: "edit", digits: ["4", "8", "2", ""] }, { type: "submit" }]);
    expect(partial.codeState).toBe(SMS_CODE_STATE.reset);
  });

  it("shows progress while checking (state 2: anything above 1)", () => {
    const checking = run([{ type: "submit" }], filled);
    expect(checking.codeState).toBe(2);
    expect(phoneVerificationView(checking)).toBe("progress");
    expect(submittedCode(checking)).toBe("4821");
    expect(run([{ type: "edit", digits: ["1", "1", "1", "1"] }], checking)).toBe(checking);
  });

  it("moves to success (state 3) when the code is accepted", () => {
    const done = run([{ type: "submit" }, { type: "checked", ok: true }], filled);
    expect(done.codeState).toBe(3);
    expect(phoneVerificationView(done)).toBe("success");
    expect(run([{ type: "resend" }], done)).toBe(done);
  });

  it("moves to error (state 1) with the server's detail when it is refused, and back to entry on retry", () => {
    const failed = run([{ type: "submit" }, { type: "checked", ok: false, message: "That code is not correct." }], filled);
    expect(failed.codeState).toBe(1);
    expect(phoneVerificationView(failed)).toBe("error");
    expect(failed.error).toBe("That code is not correct.");
    expect(run([{ type: "retry" }], failed)).toEqual(INITIAL_PHONE_VERIFICATION);
  });

  it("ignores an answer that arrives when nothing is being checked", () => {
    expect(run([{ type: "checked", ok: true }], filled)).toBe(filled);
  });

  it("clears the boxes on resend and reports the outcome", () => {
    const resending = run([{ type: "resend" }], filled);
    expect(resending.digits).toEqual(["", "", "", ""]);
    expect(resending.resending).toBe(true);
    const sent = run([{ type: "resent", ok: true, message: "We sent you a new code." }], resending);
    expect(sent).toMatchObject({ resending: false, notice: { tone: "info", text: "We sent you a new code." } });
    const failed = run([{ type: "resend" }, { type: "resent", ok: false, message: "Please wait." }], filled);
    expect(failed.notice).toEqual({ tone: "error", text: "Please wait." });
  });

  it("resending from the error view goes back to entry", () => {
    const failed = run([{ type: "submit" }, { type: "checked", ok: false, message: null }, { type: "resend" }], filled);
    expect(phoneVerificationView(failed)).toBe("confirm");
    expect(failed.error).toBeNull();
  });
});
