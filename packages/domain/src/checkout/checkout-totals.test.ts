import { describe, expect, it } from "vitest";
import { checkoutTotals } from "./checkout-totals.ts";

const base = { subtotalCents: 1000_00, discountsCents: 0, pointsCents: 0, shippingProtectionCents: 10_00, shippingCents: 20_00, giftCardBalancesCents: [] };

describe("checkout totals", () => {
  it("subtotal − discounts − points + shipping protection + shipping", () => {
    const totals = checkoutTotals({ ...base, discountsCents: 60_00, pointsCents: 15_00 });
    expect(totals.totalCents).toBe(1000_00 - 60_00 - 15_00 + 10_00 + 20_00);
    expect(totals.giftCardsCents).toBe(0);
  });

  it("gift cards pay card by card, never more than is due", () => {
    const totals = checkoutTotals({ ...base, giftCardBalancesCents: [500_00, 700_00, 50_00] });
    expect(totals.giftCardAmountsCents).toEqual([500_00, 530_00, 0]);
    expect(totals.giftCardsCents).toBe(1030_00);
    expect(totals.totalCents).toBe(0);
  });

  it("discounts and points never take the merchandise below zero; shipping is still paid", () => {
    const totals = checkoutTotals({ ...base, discountsCents: 900_00, pointsCents: 500_00 });
    expect(totals.discountsCents).toBe(900_00);
    expect(totals.pointsCents).toBe(100_00);
    expect(totals.totalCents).toBe(30_00);
  });

  it("no shipping chosen yet counts as nothing and stays null", () => {
    const totals = checkoutTotals({ ...base, shippingCents: null });
    expect(totals.shippingCents).toBeNull();
    expect(totals.totalCents).toBe(1010_00);
  });

  it("negative inputs are treated as zero", () => {
    const totals = checkoutTotals({ ...base, discountsCents: -5, giftCardBalancesCents: [-100] });
    expect(totals.discountsCents).toBe(0);
    expect(totals.giftCardAmountsCents).toEqual([0]);
    expect(totals.totalCents).toBe(1030_00);
  });
});
