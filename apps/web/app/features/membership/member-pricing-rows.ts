import { SUBSCRIPTION_DISCOUNT_THRESHOLDS, type SubscriptionDiscountThreshold } from "@maison/domain/membership/member-pricing";
import { formatCents } from "../cart/cart-money.ts";

export interface MemberPricingRow {
  price: string;
  saving: string;
}

/**
 * The member saving per item by price band, written from the subscription discount thresholds of
 * spec 1 §9 (below $1,000 a fixed $50; up to $6,000 5%; above a fixed $300).
 */
export function memberPricingRows(thresholds: readonly SubscriptionDiscountThreshold[] = SUBSCRIPTION_DISCOUNT_THRESHOLDS): MemberPricingRow[] {
  return thresholds.map((band, index) => {
    const previous = index > 0 ? thresholds[index - 1]!.thresholdCents : null;
    const price =
      band.thresholdCents === null
        ? `Over ${formatCents(previous ?? 0)}`
        : previous === null
          ? `Under ${formatCents(band.thresholdCents)}`
          : `${formatCents(previous)} to ${formatCents(band.thresholdCents)}`;
    const saving = band.discountType === "fixed" ? `${formatCents(band.discountAmount)} off` : `${band.discountAmount}% off`;
    return { price, saving };
  });
}
