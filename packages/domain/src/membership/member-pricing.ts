import { centsToDecimalString, type Cents } from "../money/cents.ts";

/** Spec 1 §3 "Subscription discount threshold": threshold, discount_type (fixed or percent), discount_amount. */
export interface SubscriptionDiscountThreshold {
  /** The price the band ends at (exclusive for "below", inclusive for "up to"); null for the last band. */
  thresholdCents: Cents | null;
  /** Whether a price equal to the threshold still belongs to this band ("up to") or not ("below"). */
  inclusive: boolean;
  discountType: "fixed" | "percent";
  /** fixed: cents off; percent: whole percent off. */
  discountAmount: number;
}

/**
 * Spec 1 §9: below $1,000 a fixed $50; up to $6,000 5 percent; above that a fixed $300. The bands meet
 * without a jump (5 % of $1,000 is $50, of $6,000 is $300), so member pricing is 5 % off with at least
 * $50 and at most $300 per item (decision 028 on the "maximum of 1000" of the dated disclaimer).
 */
export const SUBSCRIPTION_DISCOUNT_THRESHOLDS: readonly SubscriptionDiscountThreshold[] = [
  { thresholdCents: 1_000_00, inclusive: false, discountType: "fixed", discountAmount: 50_00 },
  { thresholdCents: 6_000_00, inclusive: true, discountType: "percent", discountAmount: 5 },
  { thresholdCents: null, inclusive: false, discountType: "fixed", discountAmount: 300_00 },
];

/** The title of the automatic discount allocation member pricing shows on a cart line. */
export const MEMBER_PRICE_TITLE = "Member price";

function bandFor(priceCents: Cents, thresholds: readonly SubscriptionDiscountThreshold[]): SubscriptionDiscountThreshold | undefined {
  return thresholds.find((t) => t.thresholdCents === null || priceCents < t.thresholdCents || (t.inclusive && priceCents === t.thresholdCents));
}

/**
 * The member discount on one unit priced `priceCents`: the band's fixed amount or percentage (rounded
 * down to the cent), never more than the price itself. Nothing for a free item.
 */
export function memberDiscountCents(priceCents: Cents, thresholds: readonly SubscriptionDiscountThreshold[] = SUBSCRIPTION_DISCOUNT_THRESHOLDS): Cents {
  if (!Number.isInteger(priceCents) || priceCents <= 0) return 0;
  const band = bandFor(priceCents, thresholds);
  if (!band) return 0;
  const off = band.discountType === "fixed" ? band.discountAmount : Math.floor((priceCents * band.discountAmount) / 100);
  return Math.min(off, priceCents);
}

/** The member price of one unit. */
export function memberPriceCents(priceCents: Cents, thresholds?: readonly SubscriptionDiscountThreshold[]): Cents {
  return priceCents - memberDiscountCents(priceCents, thresholds);
}

/** Spec 1 §5: member prices (and their attributes) apply for members and for carts holding a subscription line. */
export function qualifiesForMemberPricing(input: { isMember: boolean; hasSubscriptionLine: boolean }): boolean {
  return input.isMember || input.hasSubscriptionLine;
}

export interface MemberPricedLine {
  /** The variant's gid (gid://shopify/ProductVariant/…). */
  merchandiseId: string;
  standardPriceCents: Cents;
  quantity: number;
  memberDiscountCents: Cents;
}

/**
 * The member-pricing cart attributes of spec 1 §3/§5, set only for members or carts with a subscription:
 * cartLinesStandardPrices (JSON object variant gid → standard unit price "1200.00"), rPlusAndItems
 * ("true" when the cart holds the membership line and at least one item) and totalRPlusDiscount (the
 * member discount of the whole cart, "0" or "60.00").
 */
export function memberPricingAttributes(input: { lines: readonly MemberPricedLine[]; hasSubscriptionLine: boolean }): { key: string; value: string }[] {
  const standard = Object.fromEntries(input.lines.map((l) => [l.merchandiseId, centsToDecimalString(l.standardPriceCents)]));
  const total = input.lines.reduce((sum, l) => sum + l.memberDiscountCents, 0);
  return [
    { key: "cartLinesStandardPrices", value: JSON.stringify(standard) },
    { key: "rPlusAndItems", value: String(input.hasSubscriptionLine && input.lines.length > 0) },
    { key: "totalRPlusDiscount", value: total === 0 ? "0" : centsToDecimalString(total) },
  ];
}
