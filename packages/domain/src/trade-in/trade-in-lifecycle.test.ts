import { describe, expect, it } from "vitest";
import type { Actor } from "../actor/actor.ts";
import { next } from "../lifecycle/define-lifecycle.ts";
import { TRADE_IN_ARRIVAL_DAYS, TRADE_IN_MESSAGES, TRADE_IN_STATES, tradeInLifecycle, type TradeInEvent, type TradeInState } from "./trade-in-lifecycle.ts";
import { amountDue, creditLeftOver } from "./trade-in-money.ts";

const staff = (...capabilities: Actor["capabilities"]): Actor => ({ kind: "staff", id: "s", capabilities, steppedUpAt: null });
const customer: Actor = { kind: "customer", id: "c", capabilities: [], steppedUpAt: null };
const system: Actor = { kind: "system", id: "timer", capabilities: [], steppedUpAt: null };

function walk(path: Array<[TradeInEvent, Actor, TradeInState, unknown?]>): TradeInState {
  let state: TradeInState = "offered";
  for (const [event, actor, to, context] of path) {
    const result = (next as unknown as (...a: unknown[]) => { ok: boolean; to?: TradeInState })(tradeInLifecycle, state, event, actor, context ?? {});
    expect(result, `${event} from ${state}`).toMatchObject({ ok: true, to });
    state = to;
  }
  return state;
}

describe("the trade-in lifecycle (issue 12: offered → accepted → in progress → inspected → success or revised → accepted / declined)", () => {
  it("has the states the issue names, with the payment a revised answer may need", () => {
    expect(TRADE_IN_STATES).toEqual(["offered", "accepted", "in_progress", "inspected", "revised", "awaiting_payment", "success", "declined", "lapsed"]);
  });

  it("credits a piece as offered: accepted into the bag, shipped in with a purchase, received, credited", () => {
    expect(
      walk([
        ["accept", customer, "accepted"],
        ["ship_in", system, "in_progress"],
        ["receive", staff("receiving"), "inspected"],
        ["credit", staff("pricing"), "success"],
      ]),
    ).toBe("success");
    expect(tradeInLifecycle.emitted("credit")).toBe("trade_in.credited");
  });

  it("revises to a lower amount only", () => {
    const at = (revisedCents: number) => next(tradeInLifecycle, "inspected", "revise", staff("pricing"), { amountCents: 100_000, revisedCents });
    expect(at(80_000)).toMatchObject({ ok: true, to: "revised" });
    expect(at(100_000)).toMatchObject({ ok: false, refusal: "guard_failed", message: TRADE_IN_MESSAGES.revisionNotLower });
    expect(at(-1)).toMatchObject({ ok: false, refusal: "guard_failed" });
  });

  it("takes the seller's answer at once when nothing is due, else waits for the payment", () => {
    expect(next(tradeInLifecycle, "revised", "accept_revision", customer, { dueCents: 0 })).toMatchObject({ ok: true, to: "success" });
    expect(next(tradeInLifecycle, "revised", "accept_revision", customer, { dueCents: 500 })).toMatchObject({ ok: false, refusal: "guard_failed", message: TRADE_IN_MESSAGES.differenceDue });
    expect(next(tradeInLifecycle, "revised", "decline_revision", customer, { dueCents: 0 })).toMatchObject({ ok: true, to: "declined" });
    expect(next(tradeInLifecycle, "revised", "owe_difference", customer, { dueCents: 500 })).toMatchObject({ ok: true, to: "awaiting_payment" });
    expect(next(tradeInLifecycle, "revised", "owe_difference", customer, { dueCents: 0 })).toMatchObject({ ok: false, refusal: "guard_failed" });
    expect(next(tradeInLifecycle, "awaiting_payment", "settle_accepted", system)).toMatchObject({ ok: true, to: "success" });
    expect(next(tradeInLifecycle, "awaiting_payment", "settle_declined", system)).toMatchObject({ ok: true, to: "declined" });
    expect(next(tradeInLifecycle, "awaiting_payment", "settle_accepted", customer)).toMatchObject({ ok: false, refusal: "actor_not_allowed" });
  });

  it("lapses a piece that never arrives, 14 days after the purchase, by the system only", () => {
    expect(TRADE_IN_ARRIVAL_DAYS).toBe(14);
    expect(tradeInLifecycle.events.ship_in.timer).toEqual({ event: "lapse", afterMs: 14 * 86_400_000 });
    expect(next(tradeInLifecycle, "in_progress", "lapse", system)).toMatchObject({ ok: true, to: "lapsed" });
    expect(next(tradeInLifecycle, "inspected", "lapse", system)).toMatchObject({ ok: false, refusal: "illegal_state" });
    expect(next(tradeInLifecycle, "in_progress", "lapse", staff("admin"))).toMatchObject({ ok: false, refusal: "actor_not_allowed" });
  });

  it("puts the trade-in back in the bag when the purchase made with it is cancelled before the piece arrives", () => {
    expect(next(tradeInLifecycle, "in_progress", "release", system)).toMatchObject({ ok: true, to: "accepted" });
    expect(next(tradeInLifecycle, "inspected", "release", system)).toMatchObject({ ok: false, refusal: "illegal_state" });
    expect(next(tradeInLifecycle, "in_progress", "release", customer)).toMatchObject({ ok: false, refusal: "actor_not_allowed" });
  });

  it("keeps customers out of the console's moves and staff without the capability", () => {
    expect(next(tradeInLifecycle, "inspected", "credit", customer)).toMatchObject({ ok: false, refusal: "actor_not_allowed" });
    expect(next(tradeInLifecycle, "inspected", "credit", staff("receiving"))).toMatchObject({ ok: false, refusal: "missing_capability" });
    expect(next(tradeInLifecycle, "in_progress", "receive", staff("pricing"))).toMatchObject({ ok: false, refusal: "missing_capability" });
    expect(next(tradeInLifecycle, "accepted", "accept", customer)).toMatchObject({ ok: false, refusal: "illegal_state" });
  });
});

describe("trade-in money", () => {
  it("owes the part of what the purchase used that the revised amount does not cover", () => {
    expect(amountDue({ appliedCents: 100_000, revisedCents: 80_000, response: "accepted" })).toBe(20_000);
    expect(amountDue({ appliedCents: 60_000, revisedCents: 80_000, response: "accepted" })).toBe(0);
  });

  it("owes all the purchase used when the seller declines and takes the piece back", () => {
    expect(amountDue({ appliedCents: 100_000, revisedCents: 80_000, response: "declined" })).toBe(100_000);
    expect(amountDue({ appliedCents: 0, revisedCents: 80_000, response: "declined" })).toBe(0);
  });

  it("leaves as store credit what no purchase used", () => {
    expect(creditLeftOver({ valueCents: 150_000, appliedCents: 120_000 })).toBe(30_000);
    expect(creditLeftOver({ valueCents: 80_000, appliedCents: 100_000 })).toBe(0);
  });
});
