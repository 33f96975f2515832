import { describe, expect, it } from "vitest";
import { fulfilmentRefusal, isShippedLine, ORDER_QUEUE_STATES, paymentReturnOf, shownPaymentStatus } from "./order-fulfilment.ts";

describe("order fulfilment rules", () => {
  it("lists paid and packed orders as to ship", () => {
    expect(ORDER_QUEUE_STATES.to_ship).toEqual(["paid", "fulfilled"]);
    expect(ORDER_QUEUE_STATES.all).toBeNull();
  });

  it("never packs, ships or delivers an order with nothing to ship", () => {
    const membershipOnly = { shipsSomething: false, hasMembership: true };
    for (const action of ["pack", "ship", "deliver"] as const) expect(fulfilmentRefusal(action, membershipOnly)?.code).toBe("nothing_to_ship");
    expect(fulfilmentRefusal("ship", { shipsSomething: true, hasMembership: false })).toBeNull();
  });

  it("leaves an order carrying a membership to the membership's own cancellation", () => {
    expect(fulfilmentRefusal("cancel", { shipsSomething: true, hasMembership: true })?.code).toBe("order_has_membership");
    expect(fulfilmentRefusal("cancel", { shipsSomething: true, hasMembership: false })).toBeNull();
  });

  it("ships product lines only", () => {
    expect(["product", "membership", "shipping_protection", "zero_cost"].filter(isShippedLine)).toEqual(["product"]);
  });

  it("voids an authorisation and refunds a capture; nothing to return without a card payment", () => {
    expect(paymentReturnOf("authorized")).toBe("void");
    expect(paymentReturnOf("captured")).toBe("refund");
    expect(paymentReturnOf("none")).toBeNull();
    expect(paymentReturnOf("voided")).toBeNull();
  });

  it("shows a cancelled order's payment as refunded or voided", () => {
    expect(shownPaymentStatus("cancelled", "captured")).toBe("refunded");
    expect(shownPaymentStatus("cancelled", "authorized")).toBe("voided");
    expect(shownPaymentStatus("shipped", "captured")).toBe("captured");
    expect(shownPaymentStatus("cancelled", "none")).toBe("none");
  });
});
