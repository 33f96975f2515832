import { describe, expect, it } from "vitest";
import { CASH_OUT_MESSAGES, cashOutMessage, cashOutRefusal } from "./cash-out-rules.ts";
import { cashOutLifecycle, isCashOutPending } from "./cash-out-lifecycle.ts";
import { next } from "../lifecycle/define-lifecycle.ts";
import { systemActor } from "../actor/actor.ts";

describe("cash-out limits (spec 2 §5, §9: minimum $10, maximum $50,000)", () => {
  it("quotes the spec's three messages word for word", () => {
    expect(CASH_OUT_MESSAGES.belowMinimum).toBe("You may not cash out an amount less than $10");
    expect(CASH_OUT_MESSAGES.aboveMaximum).toBe("Transfer amount is limited to $50,000 per transaction");
    expect(CASH_OUT_MESSAGES.aboveBalance).toBe("The value you enter cannot exceed the funds in your account");
  });
  it("refuses below $10, above $50,000 and above the balance, in that order; empty gives no message", () => {
    expect(cashOutRefusal(9_99, 100_000_00)).toBe("belowMinimum");
    expect(cashOutRefusal(10_00, 100_000_00)).toBeNull();
    expect(cashOutRefusal(50_000_00, 100_000_00)).toBeNull();
    expect(cashOutRefusal(50_000_01, 100_000_00)).toBe("aboveMaximum");
    expect(cashOutRefusal(50_000_01, 10_00)).toBe("aboveMaximum");
    expect(cashOutRefusal(150_00, 149_99)).toBe("aboveBalance");
    expect(cashOutRefusal(150_00, 150_00)).toBeNull();
    expect(cashOutRefusal(null, 0)).toBeNull();
    expect(cashOutMessage(5_00, 0)).toBe(CASH_OUT_MESSAGES.belowMinimum);
  });
});

describe("the cash-out lifecycle: held → sent | settled | returned", () => {
  it("lets the system send, settle and return a held cash-out, and nothing leaves settled or returned", () => {
    const system = systemActor("wallet.cash-out");
    expect(next(cashOutLifecycle, "held", "settle", system)).toMatchObject({ ok: true, to: "settled", emits: "cash_out.settled" });
    expect(next(cashOutLifecycle, "held", "return", system)).toMatchObject({ ok: true, to: "returned", emits: "cash_out.returned" });
    expect(next(cashOutLifecycle, "sent", "return", system)).toMatchObject({ ok: true, to: "returned" });
    expect(next(cashOutLifecycle, "settled", "return", system)).toMatchObject({ ok: false, refusal: "illegal_state" });
    expect(next(cashOutLifecycle, "returned", "settle", system)).toMatchObject({ ok: false, refusal: "illegal_state" });
  });
  it("keeps customers from moving a cash-out", () => {
    const customer = { kind: "customer" as const, id: "usr_1", capabilities: [], steppedUpAt: null };
    expect(next(cashOutLifecycle, "held", "settle", customer)).toMatchObject({ ok: false, refusal: "actor_not_allowed" });
  });
  it("is pending only while held", () => {
    expect(isCashOutPending("held")).toBe(true);
    expect(isCashOutPending("sent")).toBe(false);
  });
});
