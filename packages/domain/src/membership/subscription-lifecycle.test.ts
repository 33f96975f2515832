import { describe, expect, it } from "vitest";
import type { Actor } from "../actor/actor.ts";
import { eventsFrom, next } from "../lifecycle/define-lifecycle.ts";
import { isMemberStatus } from "./membership-status.ts";
import { subscriptionLifecycle } from "./subscription-transitions.ts";

const member: Actor = { kind: "customer", id: "m", capabilities: [], steppedUpAt: null };
const billing: Actor = { kind: "system", id: "membership.charge", capabilities: [], steppedUpAt: null };

describe("the subscription lifecycle (spec 1 §4 membership status)", () => {
  it('has the spec\'s statuses: "active and active_initial_access both count as member … skipped, suspended and cancelled"', () => {
    expect([...subscriptionLifecycle.states].sort()).toEqual(["active", "active_initial_access", "cancelled", "skipped", "suspended"]);
    expect(subscriptionLifecycle.states.filter(isMemberStatus)).toEqual(["active", "active_initial_access"]);
  });

  it("lets only billing move money states, and the member cancel or change", () => {
    expect(next(subscriptionLifecycle, "active_initial_access", "charge_captured", billing)).toMatchObject({ ok: true, to: "active", emits: "membership.charged" });
    expect(next(subscriptionLifecycle, "active_initial_access", "charge_captured", member)).toMatchObject({ ok: false, refusal: "actor_not_allowed" });
    expect(next(subscriptionLifecycle, "active", "charge_declined", billing)).toMatchObject({ ok: true, from: "active", to: "active" });
    expect(eventsFrom(subscriptionLifecycle, "active", member)).toEqual(["contribution_changed", "cancel", "refund"]);
    expect(eventsFrom(subscriptionLifecycle, "cancelled", member)).toEqual(["refund"]);
  });

  it("refuses anything but a refund once cancelled", () => {
    for (const event of ["charge_captured", "charge_declined", "charge_failed", "skip_reached", "cancel"] as const) {
      expect(next(subscriptionLifecycle, "cancelled", event, event === "cancel" ? member : billing)).toMatchObject({ ok: false, refusal: "illegal_state" });
    }
  });
});
