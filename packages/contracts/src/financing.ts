import { z } from "zod";

/**
 * GET /v6/financing/estimate/?amount= — `amount` is US dollars, whole or with cents ("2450" or
 * "2450.50"), as the product page shows prices. Money in the answer is integer cents.
 */
export const FinancingEstimateQuery = z
  .object({
    amount: z
      .string({ message: "amount is required" })
      .regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, "must be an amount in dollars, e.g. 2450 or 2450.50"),
  })
  .strict();
export type FinancingEstimateQuery = z.infer<typeof FinancingEstimateQuery>;

export const FinancingOption = z.object({
  months: z.number().int(),
  /** Annual percentage rate in percent, e.g. 9.99. */
  apr: z.number(),
  monthly_payment_cents: z.number().int(),
  total_cents: z.number().int(),
  interest_cents: z.number().int(),
});

export const FinancingEstimateResponse = z.object({
  provider: z.string(),
  amount_cents: z.number().int(),
  currency: z.literal("USD"),
  eligible: z.boolean(),
  min_amount_cents: z.number().int(),
  max_amount_cents: z.number().int(),
  /** Empty when the amount is outside the financed range. */
  options: z.array(FinancingOption),
});
export type FinancingEstimateResponse = z.infer<typeof FinancingEstimateResponse>;
