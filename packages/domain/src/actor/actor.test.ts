import { describe, expect, it } from "vitest";
import { actorKindOf, assertActsFor, hasCapability, isSteppedUp, mayActFor, systemActor, type Actor } from "./actor.ts";

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

  it("lets a person change only their own account's things; support staff and the system act for anyone", () => {
    const ada: Actor = { kind: "customer", id: "usr_ada", capabilities: [], steppedUpAt: null };
    const packer: Actor = { kind: "staff", id: "usr_pack", capabilities: ["fulfilment"], steppedUpAt: null };
    const support: Actor = { kind: "staff", id: "usr_help", capabilities: ["support"], steppedUpAt: null };
    expect(mayActFor(ada, "usr_ada")).toBe(true);
    expect(mayActFor(ada, "usr_bea")).toBe(false);
    expect(mayActFor(packer, "usr_pack")).toBe(true);
    expect(mayActFor(packer, "usr_bea")).toBe(false);
    expect(mayActFor(support, "usr_bea")).toBe(true);
    expect(mayActFor(systemActor("sweep"), "usr_bea")).toBe(true);
    expect(() => assertActsFor(ada, "usr_bea")).toThrow(expect.objectContaining({ kind: "not_found", code: "not_found" }));
    expect(() => assertActsFor(ada, "usr_ada")).not.toThrow();
  });
});
