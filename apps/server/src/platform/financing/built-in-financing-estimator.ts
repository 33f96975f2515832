import type { FinancingEstimateResponse } from "@maison/contracts/financing";
import { FINANCING_MAX_CENTS, FINANCING_MIN_CENTS, FINANCING_PLANS, isFinanceable, paymentEstimates, type FinancingPlan } from "@maison/domain/financing/financing-plan";
import type { Cents } from "@maison/domain/money/cents";
import type { FinancingEstimator } from "./financing-estimator.ts";

/** Estimates from our own plans (3, 6 and 12 months) with the amortization formula of the domain. */
export class BuiltInFinancingEstimator implements FinancingEstimator {
  constructor(private readonly plans: readonly FinancingPlan[] = FINANCING_PLANS) {}

  async estimate(amount: Cents): Promise<FinancingEstimateResponse> {
    return {
      provider: "maison",
      amount_cents: amount,
      currency: "USD",
      eligible: isFinanceable(amount),
      min_amount_cents: FINANCING_MIN_CENTS,
      max_amount_cents: FINANCING_MAX_CENTS,
      options: paymentEstimates(amount, this.plans).map((e) => ({
        months: e.months,
        apr: e.aprBasisPoints / 100,
        monthly_payment_cents: e.monthlyPaymentCents,
        total_cents: e.totalCents,
        interest_cents: e.interestCents,
      })),
    };
  }
}
