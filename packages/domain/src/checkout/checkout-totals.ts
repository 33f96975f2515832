import type { Cents } from "../money/cents.ts";

export interface CheckoutTotalsInput {
  /** Merchandise and membership lines before discounts. */
  subtotalCents: Cents;
  discountsCents: Cents;
  pointsCents: Cents;
  /** The shipping-protection line of spec 1 §9 (already on the cart). */
  shippingProtectionCents: Cents;
  /** Null until a method is chosen. */
  shippingCents: Cents | null;
  /** What each applied gift card or store-credit card may give, in the order they were applied. */
  giftCardBalancesCents: readonly Cents[];
}

export interface CheckoutTotals {
  subtotalCents: Cents;
  discountsCents: Cents;
  pointsCents: Cents;
  giftCardsCents: Cents;
  /** How much of each gift card is spent, in input order. */
  giftCardAmountsCents: Cents[];
  shippingProtectionCents: Cents;
  shippingCents: Cents | null;
  totalCents: Cents;
}

/**
 * Checkout totals: subtotal − discounts − points, never below zero, plus the shipping-protection
 * line and shipping; gift cards and store credit then pay what they can of that, card by card, and
 * the rest is charged to the card. No amount is ever negative.
 */
export function checkoutTotals(input: CheckoutTotalsInput): CheckoutTotals {
  const subtotal = Math.max(0, input.subtotalCents);
  const discounts = Math.min(Math.max(0, input.discountsCents), subtotal);
  const points = Math.min(Math.max(0, input.pointsCents), subtotal - discounts);
  const protection = Math.max(0, input.shippingProtectionCents);
  const shipping = input.shippingCents === null ? null : Math.max(0, input.shippingCents);
  let due = subtotal - discounts - points + protection + (shipping ?? 0);
  const giftCardAmountsCents = input.giftCardBalancesCents.map((balance) => {
    const used = Math.min(Math.max(0, balance), due);
    due -= used;
    return used;
  });
  return {
    subtotalCents: subtotal,
    discountsCents: discounts,
    pointsCents: points,
    giftCardsCents: giftCardAmountsCents.reduce((sum, used) => sum + used, 0),
    giftCardAmountsCents,
    shippingProtectionCents: protection,
    shippingCents: shipping,
    totalCents: due,
  };
}
