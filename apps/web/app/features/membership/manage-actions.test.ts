import { describe, expect, it } from "vitest";
import { ACTION_FALLBACK_MESSAGE, actionOutcome, availableActions, contributionOptions, refundMessage } from "./manage-actions.ts";

const view = (status: "active" | "active_initial_access" | "skipped" | "suspended" | "cancelled", skip_next = false, total_contribution = 100) => ({
  status,
  skip_next,
  total_contribution,
});

describe("what a member may do (spec 1 §4 statuses)", () => {
  it("lets a paid-up member change, skip, cancel and refund", () => {
    expect(availableActions(view("active"))).toEqual(["change", "skip", "cancel", "refund"]);
  });

  it("allows one skip at a time and none before the first payment is captured", () => {
    expect(availableActions(view("active", true))).toEqual(["change", "cancel", "refund"]);
    expect(availableActions(view("active_initial_access"))).toEqual(["change", "cancel", "refund"]);
    expect(availableActions(view("skipped"))).toEqual(["change", "cancel", "refund"]);
  });

  it("lets a suspended member change the contribution to be charged again", () => {
    expect(availableActions(view("suspended"))).toEqual(["change", "cancel", "refund"]);
  });

  it("leaves only the refund after a cancel, and nothing when there is nothing to refund", () => {
    expect(availableActions(view("cancelled"))).toEqual(["refund"]);
    expect(availableActions(view("cancelled", false, 0))).toEqual([]);
  });
});

describe("contribution choices", () => {
  it("offers the monthly plans up to $500 and the yearly plans above it", () => {
    expect(contributionOptions()).toEqual([
      { amount: 50, label: "$50 a month" },
      { amount: 100, label: "$100 a month" },
      { amount: 250, label: "$250 a month" },
      { amount: 500, label: "$500 a month" },
      { amount: 1000, label: "$1,000 a year" },
      { amount: 2500, label: "$2,500 a year" },
      { amount: 5000, label: "$5,000 a year" },
    ]);
  });
});

describe("the message after a call", () => {
  it("says ours on success and the server's on a refusal", () => {
    expect(actionOutcome({ ok: true, status: 200, body: {} }, "Done.")).toEqual({ ok: true, message: "Done." });
    expect(actionOutcome({ ok: false, status: 409, body: { code: "already_skipped", message: "The next cycle is already skipped." } }, "Done.")).toEqual({
      ok: false,
      message: "The next cycle is already skipped.",
    });
  });

  it("asks to log in again on 401 and explains an unreadable failure", () => {
    expect(actionOutcome({ ok: false, status: 401, body: null }, "Done.").message).toBe("Your session has ended. Please log in again.");
    expect(actionOutcome({ ok: false, status: 0, body: null }, "Done.").message).toBe(ACTION_FALLBACK_MESSAGE);
  });
});

describe("the refund message", () => {
  const membership = {
    contract_id: "c1",
    status: "cancelled",
    is_member: false,
    amount: 50,
    rewards_billing_cycle: "monthly",
    next_charge_date: null,
    skip_next: false,
    failed_attempts: 0,
    started_at: "2026-01-01T00:00:00.000Z",
    cancelled_at: "2026-03-01T00:00:00.000Z",
    cancellation_reason: null,
    payment_method: null,
    total_contribution: 0,
    total_bonus: 0,
  };

  it("says what goes back to the card and what bonus is forfeited, from the server's figures", async () => {
    expect(await refundMessage({ contract_id: "c1", refunded_contributions: 150, forfeited_bonus: 3, membership })).toBe(
      "$150 is on its way back to your card. $3 of bonus credit was forfeited.",
    );
    expect(await refundMessage({ contract_id: "c1", refunded_contributions: 50, forfeited_bonus: 0, membership })).toBe("$50 is on its way back to your card.");
  });

  it("falls back to a plain sentence when the answer cannot be read", async () => {
    expect(await refundMessage(null)).toBe("Your contributions are refunded.");
  });
});
