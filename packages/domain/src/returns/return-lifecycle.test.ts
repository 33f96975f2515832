import { describe, expect, it } from "vitest";
import type { Actor } from "../actor/actor.ts";
import { next } from "../lifecycle/define-lifecycle.ts";
import { RETURN_STATES, returnLifecycle, type ReturnEvent, type ReturnState } from "./return-lifecycle.ts";
import { returnRefusal, returnWindowEndsAt, RETURN_WINDOW_DAYS } from "./return-window.ts";

const staff = (...capabilities: Actor["capabilities"]): Actor => ({ kind: "staff", id: "s", capabilities, steppedUpAt: null });
const customer: Actor = { kind: "customer", id: "c", capabilities: [], steppedUpAt: null };
const system: Actor = { kind: "system", id: "returns", capabilities: [], steppedUpAt: null };

function walk(path: Array<[ReturnEvent, Actor, ReturnState]>): ReturnState {
  let state: ReturnState = "requested";
  for (const [event, actor, to] of path) {
    expect(next(returnLifecycle, state, event, actor), `${event} from ${state}`).toMatchObject({ ok: true, to });
    state = to;
  }
  return state;
}

describe("the return lifecycle (issue 14: requested → label sent → in transit → received → inspected → refunded, or rejected → shipped back)", () => {
  it("has the issue's states", () => {
    expect(RETURN_STATES).toEqual(["requested", "label_sent", "in_transit", "received", "inspected", "refunded", "rejected", "shipped_back"]);
  });

  it("refunds an accepted return", () => {
    expect(walk([["send_label", system, "label_sent"], ["ship", customer, "in_transit"], ["receive", staff("returns"), "received"], ["inspect", staff("returns"), "inspected"], ["refund", staff("returns"), "refunded"]])).toBe("refunded");
    expect(returnLifecycle.emitted("refund")).toBe("return.refunded");
  });

  it("rejects and ships back a refused return", () => {
    expect(walk([["send_label", system, "label_sent"], ["receive", staff("returns"), "received"], ["inspect", staff("admin"), "inspected"], ["reject", staff("returns"), "rejected"], ["ship_back", staff("returns"), "shipped_back"]])).toBe("shipped_back");
  });

  it("lets only staff with the returns capability receive, inspect, refund or reject; a refund happens once", () => {
    expect(next(returnLifecycle, "inspected", "refund", customer)).toMatchObject({ ok: false });
    expect(next(returnLifecycle, "inspected", "refund", staff("fulfilment"))).toMatchObject({ ok: false });
    expect(next(returnLifecycle, "label_sent", "receive", customer)).toMatchObject({ ok: false });
    expect(next(returnLifecycle, "refunded", "refund", staff("returns"))).toMatchObject({ ok: false });
    expect(next(returnLifecycle, "received", "refund", staff("returns"))).toMatchObject({ ok: false });
  });

  it("opens a return within 14 days of delivery, of a delivered order only", () => {
    const delivered = "2026-03-01T12:00:00.000Z";
    expect(RETURN_WINDOW_DAYS).toBe(14);
    expect(returnWindowEndsAt(delivered)).toBe("2026-03-15T12:00:00.000Z");
    expect(returnRefusal({ state: "delivered", deliveredAt: delivered }, new Date("2026-03-15T12:00:00.000Z"))).toBeNull();
    expect(returnRefusal({ state: "delivered", deliveredAt: delivered }, new Date("2026-03-15T12:00:00.001Z"))).toBe("window_closed");
    expect(returnRefusal({ state: "shipped", deliveredAt: null }, new Date(delivered))).toBe("not_delivered");
  });
});
