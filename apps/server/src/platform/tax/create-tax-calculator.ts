import type { Env } from "../../config/env.ts";
import { BuiltInTaxCalculator } from "./built-in-tax-calculator.ts";
import { StripeTaxCalculator } from "./stripe-tax-calculator.ts";
import type { TaxCalculator } from "./tax-calculator.ts";

/** Stripe Tax when TAX_PROVIDER=stripe (with STRIPE_SECRET_KEY; STRIPE_API_BASE may point at a test server); else the built-in rate dataset. */
export function createTaxCalculator(env: Pick<Env, "TAX_PROVIDER" | "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">): TaxCalculator {
  if (env.TAX_PROVIDER === "stripe" && env.STRIPE_SECRET_KEY) return new StripeTaxCalculator(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE);
  return new BuiltInTaxCalculator();
}
