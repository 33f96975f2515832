import { billingCycleForAmount, membershipPlans, type BillingCycle, type SpecialVariant } from "../cart/special-lines.ts";
import { dollarsToCents, type Cents } from "../money/cents.ts";

/**
 * How a contribution is paid (spec 1 §7 payment_type): a recurring plan billed monthly or yearly, a
 * daily test plan (outside production only), or a single one-off contribution (spec 1 §9).
 */
export const PAYMENT_TYPES = ["monthly", "yearly", "daily", "one_off"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Spec 1 §9: one-off contributions of 100, 500 or 1000 dollars, or a custom amount. */
export const ONE_OFF_AMOUNTS = [100, 500, 1000] as const;
/** Bounds of a custom one-off amount in whole dollars (the smallest plan, the largest yearly plan). */
export const CUSTOM_ONE_OFF_MIN_DOLLARS = 50;
export const CUSTOM_ONE_OFF_MAX_DOLLARS = 5000;

/** The recurring plan with this amount and cycle, from the cart's special lines (one list of figures). */
export function findPlan(amountDollars: number, cycle: BillingCycle, options: { includeTestPlans: boolean }): SpecialVariant | null {
  return membershipPlans(options).find((p) => p.amountDollars === amountDollars && p.billingCycle === cycle) ?? null;
}

/** The plan a selling plan gid or variant id names, or null. */
export function planOfVariant(variantId: string, options: { includeTestPlans: boolean }): SpecialVariant | null {
  return membershipPlans(options).find((p) => p.variantId === variantId) ?? null;
}

/** Amounts offered for a payment type (dollars); one-off lists its fixed amounts (custom is checked apart). */
export function amountsFor(paymentType: PaymentType, options: { includeTestPlans: boolean }): number[] {
  if (paymentType === "one_off") return [...ONE_OFF_AMOUNTS];
  return membershipPlans(options).filter((p) => p.billingCycle === paymentType).map((p) => p.amountDollars);
}

/** Whether `amountDollars` may be contributed with this payment type (custom one-offs: whole dollars within bounds). */
export function isAllowedAmount(amountDollars: number, paymentType: PaymentType, options: { includeTestPlans: boolean }): boolean {
  if (!Number.isInteger(amountDollars)) return false;
  if (paymentType === "one_off") return amountDollars >= CUSTOM_ONE_OFF_MIN_DOLLARS && amountDollars <= CUSTOM_ONE_OFF_MAX_DOLLARS;
  return amountsFor(paymentType, options).includes(amountDollars);
}

/**
 * The payment type of a contribution when none is given: the billing-cycle rule of spec 1 §4 (over
 * 500 is yearly, otherwise monthly).
 */
export function defaultPaymentType(amountDollars: number): "monthly" | "yearly" {
  return billingCycleForAmount(amountDollars);
}

/** The recurring plan the monthly-contribution change moves to: its cycle follows the amount (spec 1 §4). */
export function planForContributionChange(amountDollars: number, options: { includeTestPlans: boolean }): SpecialVariant | null {
  return findPlan(amountDollars, billingCycleForAmount(amountDollars), options);
}

export function amountCents(amountDollars: number): Cents {
  return dollarsToCents(amountDollars);
}
