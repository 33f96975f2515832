import type { FinancingEstimateResponse } from "@maison/contracts/financing";
import type { Cents } from "@maison/domain/money/cents";

/**
 * Monthly payment estimates for an amount (spec 1 §1: "monthly payment estimates from a financing
 * provider"). The built-in calculator answers by default; a provider's adapter implements the same port.
 */
export interface FinancingEstimator {
  estimate(amount: Cents): Promise<FinancingEstimateResponse>;
}
