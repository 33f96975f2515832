import type { Cents } from "../money/cents.ts";

/**
 * Monthly payment plans offered on product pages (spec 1 §1: monthly payment estimates by amount).
 * The figures are ours: the spec shows neither terms nor rates.
 */
export const FINANCING_PLANS = [
  { months: 3, aprBasisPoints: 0 },
  { months: 6, aprBasisPoints: 999 },
  { months: 12, aprBasisPoints: 1499 },
] as const;
export type FinancingPlan = (typeof FINANCING_PLANS)[number];

/** Financing starts at $100 and stops at $50,000 a purchase. */
export const FINANCING_MIN_CENTS: Cents = 100_00;
export const FINANCING_MAX_CENTS: Cents = 50_000_00;

export interface PaymentEstimate {
  months: number;
  aprBasisPoints: number;
  monthlyPaymentCents: Cents;
  totalCents: Cents;
  interestCents: Cents;
}

/**
 * The level monthly payment that repays `principal` over `months` at `aprBasisPoints` a year
 * (standard amortization: P·r / (1 − (1 + r)^−n), r the monthly rate), rounded up to the cent so the
 * payments never fall short; at 0% APR it is the principal split evenly.
 */
export function monthlyPayment(principal: Cents, months: number, aprBasisPoints: number): Cents {
  if (!Number.isInteger(principal) || principal <= 0) throw new RangeError("principal must be a positive whole number of cents");
  if (!Number.isInteger(months) || months <= 0) throw new RangeError("months must be a positive whole number");
  if (aprBasisPoints === 0) return Math.ceil(principal / months);
  const r = aprBasisPoints / 10_000 / 12;
  return Math.ceil((principal * r) / (1 - (1 + r) ** -months) - 1e-9);
}

/** One estimate per plan, or none when the amount is outside the financed range. */
export function paymentEstimates(principal: Cents, plans: readonly FinancingPlan[] = FINANCING_PLANS): PaymentEstimate[] {
  if (!isFinanceable(principal)) return [];
  return plans.map((plan) => {
    const monthly = monthlyPayment(principal, plan.months, plan.aprBasisPoints);
    const total = monthly * plan.months;
    return { months: plan.months, aprBasisPoints: plan.aprBasisPoints, monthlyPaymentCents: monthly, totalCents: total, interestCents: total - principal };
  });
}

/** Whether an amount may be financed. */
export function isFinanceable(amount: Cents): boolean {
  return amount >= FINANCING_MIN_CENTS && amount <= FINANCING_MAX_CENTS;
}
