import { describe, expect, it } from "vitest";
import type { CheckoutLine } from "@maison/contracts/checkout";
import { checkoutProgress, isCheckoutEmpty, soldItem, soldProductIdOf, statusForFailure } from "./checkout-state.ts";

const line = (overrides: Partial<CheckoutLine>): CheckoutLine => ({
  id: "l1",
  kind: "product",
  product_id: "p1",
  variant_id: "v1",
  handle: "birkin-30",
  title: "Birkin 30",
  vendor: "Hermès",
  variant_title: "Default Title",
  image_url: null,
  quantity: 1,
  price_cents: 1_000_000,
  total_cents: 1_000_000,
  available: true,
  is_exotic: false,
  ...overrides,
});

describe("checkout state", () => {
  it("calls a checkout with only the protection fee empty", () => {
    expect(isCheckoutEmpty({ lines: [] })).toBe(true);
    expect(isCheckoutEmpty({ lines: [line({ kind: "shipping_protection" })] })).toBe(true);
    expect(isCheckoutEmpty({ lines: [line({ kind: "membership" })] })).toBe(false);
    expect(isCheckoutEmpty({ lines: [line({})] })).toBe(false);
  });

  it("reads what the checkout holds", () => {
    expect(checkoutProgress({ email: null, shipping_address: null, shipping_method: null })).toEqual({ hasEmail: false, hasAddress: false, hasMethod: false });
    expect(checkoutProgress({ email: "a@b.co", shipping_address: null, shipping_method: "us-standard" })).toEqual({
      hasEmail: true,
      hasAddress: false,
      hasMethod: true,
    });
  });

  it("finds the sold piece named by the error, else any line no longer available", () => {
    expect(soldProductIdOf({ code: "item_already_sold", message: "This item has already been sold.", field: "items.p2" })).toBe("p2");
    expect(soldProductIdOf({ code: "payment_declined", message: "Declined", field: "payment" })).toBeNull();
    const lines = [line({}), line({ id: "l2", product_id: "p2", vendor: "Chanel", title: "Classic Flap" })];
    expect(soldItem({ lines }, "p2")).toEqual({ vendor: "Chanel", title: "Classic Flap" });
    expect(soldItem({ lines: [line({ available: false })] }, null)).toEqual({ vendor: "Hermès", title: "Birkin 30" });
    expect(soldItem({ lines }, null)).toBeNull();
  });

  it("turns a failed read into the page to show", () => {
    const error = { code: "x", message: "x" };
    expect(statusForFailure({ status: 404, error }, "/checkouts/t")).toEqual({ kind: "not_found" });
    expect(statusForFailure({ status: 401, error }, "/checkouts/t")).toEqual({ kind: "sign_in", returnTo: "/checkouts/t" });
    expect(statusForFailure({ status: 403, error }, "/checkouts/t")).toEqual({ kind: "not_yours" });
    expect(() => statusForFailure({ status: 500, error }, "/checkouts/t")).toThrow("500");
  });
});
