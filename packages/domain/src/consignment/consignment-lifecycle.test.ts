import { describe, expect, it } from "vitest";
import type { Actor } from "../actor/actor.ts";
import { next } from "../lifecycle/define-lifecycle.ts";
import { RETURN_WINDOW_MS } from "../inventory/piece-lifecycle.ts";
import { CONSIGNMENT_STEPS, consignmentLifecycle, listOf, stepReached } from "./consignment-lifecycle.ts";

const actor = (kind: Actor["kind"], capabilities: Actor["capabilities"] = []): Actor => ({ kind, id: "a", capabilities, steppedUpAt: null });
const lister = actor("staff", ["listing"]);
const system = actor("system");
const seller = actor("customer");

describe("the consignment lifecycle (spec 2 §4: Received, Reviewed, Listed, Sold, Paid)", () => {
  it("shows the spec's five progress steps", () => {
    expect(CONSIGNMENT_STEPS).toEqual(["Received", "Reviewed", "Listed", "Sold", "Paid"]);
  });

  it("goes Received → Reviewed → Listed → Sold → delivered → Paid, the last by the return window's timer", () => {
    expect(next(consignmentLifecycle, "received", "review", lister)).toMatchObject({ ok: true, to: "reviewed" });
    expect(next(consignmentLifecycle, "reviewed", "list", system)).toMatchObject({ ok: true, to: "listed" });
    expect(next(consignmentLifecycle, "listed", "sell", system)).toMatchObject({ ok: true, to: "sold", emits: "consignment.sold" });
    expect(next(consignmentLifecycle, "sold", "deliver", system)).toMatchObject({ ok: true, to: "delivered", timer: { event: "clear", afterMs: RETURN_WINDOW_MS } });
    expect(RETURN_WINDOW_MS).toBe(14 * 86_400_000);
    expect(next(consignmentLifecycle, "delivered", "clear", system)).toMatchObject({ ok: true, to: "paid", emits: "consignment.paid" });
  });

  it("lets only staff with payouts release an earning early, and only staff review", () => {
    expect(next(consignmentLifecycle, "delivered", "clear", actor("staff", ["listing"]))).toMatchObject({ ok: false, refusal: "missing_capability" });
    expect(next(consignmentLifecycle, "delivered", "clear", actor("staff", ["payouts"]))).toMatchObject({ ok: true, to: "paid" });
    expect(next(consignmentLifecycle, "delivered", "clear", seller)).toMatchObject({ ok: false, refusal: "actor_not_allowed" });
    expect(next(consignmentLifecycle, "received", "review", seller)).toMatchObject({ ok: false, refusal: "actor_not_allowed" });
    expect(next(consignmentLifecycle, "sold", "clear", system)).toMatchObject({ ok: false, refusal: "illegal_state" });
  });

  it("puts a returned or cancelled sale back to Listed", () => {
    expect(next(consignmentLifecycle, "delivered", "return_sale", actor("staff", ["returns"]))).toMatchObject({ ok: true, to: "listed" });
    expect(next(consignmentLifecycle, "sold", "return_sale", system)).toMatchObject({ ok: true, to: "listed" });
    expect(next(consignmentLifecycle, "sold", "cancel_sale", system)).toMatchObject({ ok: true, to: "listed" });
    expect(next(consignmentLifecycle, "paid", "return_sale", system)).toMatchObject({ ok: false, refusal: "illegal_state" });
  });

  it("delists from Received, Reviewed or Listed, never once sold; the payment confirms it, staff ship it back", () => {
    for (const from of ["received", "reviewed", "listed"] as const) expect(next(consignmentLifecycle, from, "request_delist", seller)).toMatchObject({ ok: true, to: "delisting" });
    expect(next(consignmentLifecycle, "sold", "request_delist", seller)).toMatchObject({ ok: false, refusal: "illegal_state" });
    expect(next(consignmentLifecycle, "delisting", "request_delist", seller)).toMatchObject({ ok: false, refusal: "illegal_state" });
    expect(next(consignmentLifecycle, "delisting", "confirm_delist", system)).toMatchObject({ ok: true, to: "delisted" });
    expect(next(consignmentLifecycle, "delisted", "ship_back", actor("staff", ["receiving"]))).toMatchObject({ ok: true, to: "returned" });
  });

  it("sorts each state into the sold, active or inactive list, and marks the step reached", () => {
    expect(["received", "reviewed", "listed", "delisting"].map((s) => listOf(s as never))).toEqual(["active", "active", "active", "active"]);
    expect(["sold", "delivered", "paid"].map((s) => listOf(s as never))).toEqual(["sold", "sold", "sold"]);
    expect(["delisted", "returned"].map((s) => listOf(s as never))).toEqual(["inactive", "inactive"]);
    expect(stepReached("delivered", true)).toBe(3);
    expect(stepReached("paid", true)).toBe(4);
    expect(stepReached("returned", false)).toBe(1);
    expect(stepReached("returned", true)).toBe(2);
  });
});
