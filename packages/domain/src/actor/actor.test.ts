import { describe, expect, it } from "vitest";
import { actorKindOf, hasCapability, isSteppedUp, systemActor, type Actor } from "./actor.ts";

describe("actors", () => {
  it("derives the kind: any capability makes staff, then b2b, partner, customer", () => {
    expect(actorKindOf({ capabilities: ["fulfilment"], isB2b: true, isPartner: false })).toBe("staff");
    expect(actorKindOf({ capabilities: [], isB2b: true, isPartner: true })).toBe("b2b");
    expect(actorKindOf({ capabilities: [], isB2b: false, isPartner: true })).toBe("partner");
    expect(actorKindOf({ capabilities: [], isB2b: false, isPartner: false })).toBe("customer");
  });

  it("grants a capability to staff holding it or admin, never to other kinds", () => {
    const staff: Actor = { kind: "staff", id: "s", capabilities: ["pricing"], steppedUpAt: null };
    expect(hasCapability(staff, "pricing")).toBe(true);
    expect(hasCapability(staff, "fulfilment")).toBe(false);
    expect(hasCapability({ ...staff, capabilities: ["admin"] }, "payouts")).toBe(true);
    expect(hasCapability({ ...staff, kind: "customer" }, "pricing")).toBe(false);
    expect(hasCapability(systemActor("job"), "pricing")).toBe(false);
  });

  it("counts a step-up as fresh for ten minutes", () => {
    const actor: Actor = { kind: "customer", id: "c", capabilities: [], steppedUpAt: "2026-11-24T10:00:00.000Z" };
    expect(isSteppedUp(actor, new Date("2026-11-24T10:10:00.000Z"))).toBe(true);
    expect(isSteppedUp(actor, new Date("2026-11-24T10:10:00.001Z"))).toBe(false);
    expect(isSteppedUp({ ...actor, steppedUpAt: null }, new Date("2026-11-24T10:00:00.000Z"))).toBe(false);
  });
});
