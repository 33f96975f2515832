import { describe, expect, it } from "vitest";
import {
  isShippingProtectionSuppressed,
  planShippingProtection,
  shippingProtectionFee,
  SHIPPING_PROTECTION_FEES,
} from "./shipping-protection.ts";

describe("shipping protection fee (spec 1 §9)", () => {
  it.each([
    [0, 5],
    [499_00, 5],
    [499_99, 5],
    [500_00, 10],
    [899_99, 10],
    [900_00, 20],
    [2299_00, 20],
    [2300_00, 25],
    [3299_00, 25],
    [3300_00, 35],
    [4999_00, 35],
    [5000_00, 40],
    [6999_00, 40],
    [7000_00, 50],
    [9999_99, 50],
    [10000_00, 60],
    [14999_00, 60],
    [15000_00, 80],
    [19999_00, 80],
    [20000_00, 100],
    [1_000_000_00, 100],
  ])("an order of %i cents pays a $%i fee", (cents, fee) => {
    expect(shippingProtectionFee(cents)).toBe(fee);
  });

  it("bands apply to the whole-dollar amount: $499.50 → $5, $500.00 → $10", () => {
    expect(shippingProtectionFee(499_50)).toBe(5);
    expect(shippingProtectionFee(500_00)).toBe(10);
  });

  it("offers one fee per band, $5 to $100", () => {
    expect(SHIPPING_PROTECTION_FEES).toEqual([5, 10, 20, 25, 35, 40, 50, 60, 80, 100]);
  });
});

describe("shipping protection plan (spec 1 §4, §5)", () => {
  const product = { id: "l1", kind: "product" as const };
  const membership = { id: "m1", kind: "membership" as const };

  it("adds a line for the fee of the discounted subtotal", () => {
    expect(planShippingProtection({ lines: [product], discountedSubtotalCents: 950_00, suppressed: false })).toEqual({ action: "add", fee: 20 });
  });

  it("keeps a line whose fee still matches", () => {
    const lines = [product, { id: "p1", kind: "shipping_protection" as const, feeDollars: 20 }];
    expect(planShippingProtection({ lines, discountedSubtotalCents: 950_00, suppressed: false })).toEqual({ action: "keep" });
  });

  it("replaces the line when the fee changes", () => {
    const lines = [product, { id: "p1", kind: "shipping_protection" as const, feeDollars: 20 }];
    expect(planShippingProtection({ lines, discountedSubtotalCents: 899_00, suppressed: false })).toEqual({
      action: "replace",
      fee: 10,
      removeLineIds: ["p1"],
    });
  });

  it("removes the line with the last real item, even when a membership line stays", () => {
    const lines = [membership, { id: "p1", kind: "shipping_protection" as const, feeDollars: 5 }];
    expect(planShippingProtection({ lines, discountedSubtotalCents: 0, suppressed: false })).toEqual({ action: "remove", removeLineIds: ["p1"] });
  });

  it("adds nothing to a cart holding only a membership line", () => {
    expect(planShippingProtection({ lines: [membership], discountedSubtotalCents: 0, suppressed: false })).toEqual({ action: "none" });
  });

  it("is suppressed by the noShippingProtection flag", () => {
    const lines = [product, { id: "p1", kind: "shipping_protection" as const, feeDollars: 5 }];
    expect(planShippingProtection({ lines, discountedSubtotalCents: 100_00, suppressed: true })).toEqual({ action: "remove", removeLineIds: ["p1"] });
    expect(planShippingProtection({ lines: [product], discountedSubtotalCents: 100_00, suppressed: true })).toEqual({ action: "none" });
  });

  it("reads the flag from the private _noShippingProtection attribute", () => {
    expect(isShippingProtectionSuppressed([{ key: "_noShippingProtection", value: "true" }])).toBe(true);
    expect(isShippingProtectionSuppressed([{ key: "_noShippingProtection", value: "false" }])).toBe(false);
    expect(isShippingProtectionSuppressed([])).toBe(false);
  });
});
