import { dollarsToCents, type Cents } from "../money/cents.ts";
import { SHIPPING_PROTECTION_FEES } from "./shipping-protection.ts";

/** Billing cycles of a membership plan (spec 1 §4); `daily` exists only for test plans outside production. */
export type BillingCycle = "monthly" | "yearly" | "daily";

/** Spec 1 §4 / spec 2 §5: a plan amount over 500 dollars is billed yearly, otherwise monthly. */
export function billingCycleForAmount(amountDollars: number): "monthly" | "yearly" {
  return amountDollars > 500 ? "yearly" : "monthly";
}

/** Spec 1 §4: anything but "yearly" is treated as monthly. */
export function normalizeBillingCycle(value: string | null | undefined): "monthly" | "yearly" {
  return value === "yearly" ? "yearly" : "monthly";
}

export type SpecialLineKind = "membership" | "shipping_protection" | "zero_cost";

/** One of the special variants a cart can hold besides listed items (spec 1 §3 special lines). */
export interface SpecialVariant {
  kind: SpecialLineKind;
  /** Numeric-string variant id, stable across releases (the ProductVariant gid's last segment). */
  variantId: string;
  productId: string;
  productHandle: string;
  productTitle: string;
  title: string;
  sku: string;
  priceCents: Cents;
  /** Membership plans: the selling plan gid the line must carry. */
  sellingPlanId: string | null;
  /** Membership plans: contribution and cycle; shipping protection: the fee in dollars. */
  amountDollars: number;
  billingCycle: BillingCycle | null;
  /** Daily plans are for testing and are never offered in production. */
  testOnly: boolean;
}

/** Ids of the three special products; far below the catalog's own ids so they never collide. */
export const SPECIAL_PRODUCT_IDS = {
  membership: "7000000000001",
  shipping_protection: "7000000000002",
  zero_cost: "7000000000003",
} as const;

const VARIANT_BASE = 44_000_000_000_000;
const SELLING_PLAN_BASE = 690_000_000;

/** Membership contributions of spec 1 §9 in dollars, each with a stable variant and selling plan number. */
const PLAN_ROWS: ReadonlyArray<{ n: number; amount: number; cycle: BillingCycle }> = [
  { n: 101, amount: 50, cycle: "monthly" },
  { n: 102, amount: 100, cycle: "monthly" },
  { n: 103, amount: 250, cycle: "monthly" },
  { n: 104, amount: 500, cycle: "monthly" },
  { n: 111, amount: 500, cycle: "yearly" },
  { n: 112, amount: 1000, cycle: "yearly" },
  { n: 113, amount: 2500, cycle: "yearly" },
  { n: 114, amount: 5000, cycle: "yearly" },
  { n: 121, amount: 50, cycle: "daily" },
  { n: 122, amount: 100, cycle: "daily" },
  { n: 123, amount: 250, cycle: "daily" },
];

const CYCLE_WORD: Record<BillingCycle, string> = { monthly: "month", yearly: "year", daily: "day" };

/** Every membership plan variant; daily ones are test-only. */
export const MEMBERSHIP_PLAN_VARIANTS: readonly SpecialVariant[] = PLAN_ROWS.map((row) => ({
  kind: "membership",
  variantId: String(VARIANT_BASE + row.n),
  productId: SPECIAL_PRODUCT_IDS.membership,
  productHandle: "maison-membership",
  productTitle: "Maison Membership",
  title: `$${row.amount.toLocaleString("en-US")} / ${CYCLE_WORD[row.cycle]}`,
  sku: `MEMBERSHIP-${row.cycle.toUpperCase()}-${row.amount}`,
  priceCents: dollarsToCents(row.amount),
  sellingPlanId: `gid://shopify/SellingPlan/${SELLING_PLAN_BASE + row.n}`,
  amountDollars: row.amount,
  billingCycle: row.cycle,
  testOnly: row.cycle === "daily",
}));

/**
 * The one-off contribution (spec 1 §9: 100, 500, 1000 or custom): one membership variant whose price
 * is not its own but the line's — the whole-dollar amount of its `_membership_amount` attribute,
 * checked and priced by the server (cart/one-off-contribution.ts, decision 030). No selling plan: it is
 * paid once and never renewed.
 */
export const ONE_OFF_MEMBERSHIP_VARIANT: SpecialVariant = {
  kind: "membership",
  variantId: String(VARIANT_BASE + 131),
  productId: SPECIAL_PRODUCT_IDS.membership,
  productHandle: "maison-membership",
  productTitle: "Maison Membership",
  title: "One-off contribution",
  sku: "MEMBERSHIP-ONE-OFF",
  priceCents: 0,
  sellingPlanId: null,
  amountDollars: 0,
  billingCycle: null,
  testOnly: false,
};

/** Whether a variant id is the one-off contribution's (priced by its line). */
export function isOneOffMembershipVariant(variantId: string): boolean {
  return variantId === ONE_OFF_MEMBERSHIP_VARIANT.variantId;
}

/** The plan the membership upsell adds: $50 a month, the advertised "join for $50 a month". */
export const DEFAULT_MEMBERSHIP_PLAN = MEMBERSHIP_PLAN_VARIANTS[0]!;

/** One shipping-protection variant per fee of the table (spec 1 §9). */
export const SHIPPING_PROTECTION_VARIANTS: readonly SpecialVariant[] = SHIPPING_PROTECTION_FEES.map((fee) => ({
  kind: "shipping_protection",
  variantId: String(VARIANT_BASE + 200 + fee),
  productId: SPECIAL_PRODUCT_IDS.shipping_protection,
  productHandle: "shipping-protection",
  productTitle: "Shipping Protection",
  title: `$${fee}`,
  sku: `SHIPPING-PROTECTION-${fee}`,
  priceCents: dollarsToCents(fee),
  sellingPlanId: null,
  amountDollars: fee,
  billingCycle: null,
  testOnly: false,
}));

/** The zero-cost item (a free line the alternate flows add). */
export const ZERO_COST_VARIANT: SpecialVariant = {
  kind: "zero_cost",
  variantId: String(VARIANT_BASE + 1),
  productId: SPECIAL_PRODUCT_IDS.zero_cost,
  productHandle: "zero-cost-item",
  productTitle: "Zero Cost Item",
  title: "Default Title",
  sku: "ZERO-COST",
  priceCents: 0,
  sellingPlanId: null,
  amountDollars: 0,
  billingCycle: null,
  testOnly: false,
};

const ALL_SPECIAL: readonly SpecialVariant[] = [...MEMBERSHIP_PLAN_VARIANTS, ONE_OFF_MEMBERSHIP_VARIANT, ...SHIPPING_PROTECTION_VARIANTS, ZERO_COST_VARIANT];
const BY_VARIANT = new Map(ALL_SPECIAL.map((v) => [v.variantId, v]));

/**
 * The special variant with this id, or null. Test-only (daily) plans are found only when
 * `includeTestPlans` (outside production).
 */
export function findSpecialVariant(variantId: string, options: { includeTestPlans: boolean }): SpecialVariant | null {
  const variant = BY_VARIANT.get(variantId);
  if (!variant || (variant.testOnly && !options.includeTestPlans)) return null;
  return variant;
}

/** The membership plans offered, test plans included only outside production. */
export function membershipPlans(options: { includeTestPlans: boolean }): SpecialVariant[] {
  return MEMBERSHIP_PLAN_VARIANTS.filter((v) => options.includeTestPlans || !v.testOnly);
}

/** The shipping-protection variant charging `fee` dollars. */
export function shippingProtectionVariant(fee: number): SpecialVariant {
  const variant = SHIPPING_PROTECTION_VARIANTS.find((v) => v.amountDollars === fee);
  if (!variant) throw new Error(`No shipping protection variant for a $${fee} fee`);
  return variant;
}
