import { z } from "zod";

/** `/api/v6/clair-report/{year}/`: the year of the report, a four-digit number. */
export const ReportYearParams = z.object({
  year: z.coerce
    .number({ error: "year must be a four-digit year." })
    .int({ error: "year must be a four-digit year." })
    .min(1900, { error: "year must be a four-digit year." })
    .max(9999, { error: "year must be a four-digit year." }),
});

export const ValueRetentionView = z.object({
  name: z.string(),
  designer: z.string().nullable(),
  sales: z.number().int(),
  /** Resale as a share of retail, tenths of a percent. */
  retention_permille: z.number().int(),
});

export const FastSellerView = z.object({
  name: z.string(),
  designer: z.string(),
  sales: z.number().int(),
  median_days: z.number().int(),
});

export const PriceMovementView = z.object({
  category: z.string(),
  sales: z.number().int(),
  mean_price_cents: z.number().int(),
  previous_sales: z.number().int(),
  previous_mean_price_cents: z.number().int().nullable(),
  change_permille: z.number().int().nullable(),
});

/** The Clair Report of one year, computed from Maison's sales (decision 068). */
export const ResaleReportView = z.object({
  year: z.number().int(),
  sales: z.number().int(),
  designers: z.array(ValueRetentionView),
  models: z.array(ValueRetentionView),
  fastest_sellers: z.array(FastSellerView),
  price_movements: z.array(PriceMovementView),
  /** Every year that has a report, newest first. */
  years: z.array(z.number().int()),
});
export type ResaleReportView = z.infer<typeof ResaleReportView>;

export const ReportYearsView = z.object({ years: z.array(z.number().int()) });
export type ReportYearsView = z.infer<typeof ReportYearsView>;
