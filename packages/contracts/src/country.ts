import { z } from "zod";

/** A reference rate: units of `currency` one US dollar buys, as of a publication day (decision 063). */
export const ReferenceRate = z.object({
  currency: z.string(),
  units_per_usd: z.number().positive(),
  as_of: z.string(),
  source: z.string(),
});
export type ReferenceRate = z.infer<typeof ReferenceRate>;

/**
 * GET /api/v6/country/: the country the request shops from (the picked one, else the country header,
 * else the United States), the currency its shoppers see, and that currency's reference rate when it
 * is not the US dollar. Prices stay in US dollars; the rate only makes an approximate local figure.
 */
export const SelectedCountryResponse = z.object({
  country: z.object({
    country_code: z.string(),
    name: z.string(),
    currency: z.string(),
    is_international: z.boolean(),
    is_usd_international: z.boolean(),
  }),
  reference_rate: ReferenceRate.nullable(),
});
export type SelectedCountryResponse = z.infer<typeof SelectedCountryResponse>;
