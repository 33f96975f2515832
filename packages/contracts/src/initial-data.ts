import { z } from "zod";

/** GET /v6/initial-data/?timestamp — the client's cache breaker; any value or none. */
export const InitialDataQuery = z.object({ timestamp: z.string().max(40).optional() }).strict();

const Option = z.object({ key: z.string(), label: z.string() });

/**
 * Initial data (spec 2 §3): configuration the storefront merges into its own at start and keeps for
 * an hour, keyed by `release_version`.
 */
export const InitialDataResponse = z.object({
  release_version: z.string(),
  /** From the country header (x-country-code); currency the shopper sees. */
  country: z.object({
    country_code: z.string(),
    currency: z.string(),
    is_international: z.boolean(),
    is_usd_international: z.boolean(),
  }),
  /** Every country the selector lists, by name, with the currency its shoppers see (decision 063). */
  available_countries: z.array(z.object({ country_code: z.string(), name: z.string(), currency: z.string() })),
  product_metafields: z.array(z.object({ namespace: z.string(), key: z.string() })),
  pdp_field_mapping: z.record(z.string(), z.object({ title: z.string(), section: z.string() })),
  plp_size_tag_prefix: z.string(),
  extra_tags_prefix: z.string(),
  /** Which filters need what: a minimum tier rank, a business account, US dollars. */
  plp_filter_rules: z.array(
    z.object({
      name: z.string(),
      display_name: z.string(),
      min_tier_rank: z.number().int(),
      audience: z.enum(["tier", "business", "either"]),
      usd_only: z.boolean(),
    }),
  ),
  /** Spec 1 §3 tier config: rank, seller_incentive (percent), lp_item_limit, with the spend that reaches the tier and its perks. */
  rewards_tiers: z.array(
    z.object({
      tier_key: z.string(),
      name: z.string(),
      rank: z.number().int(),
      min_spend_cents: z.number().int(),
      seller_incentive: z.number(),
      lp_item_limit: z.number().int(),
      free_shipping: z.boolean(),
      special_day_percent: z.number().int(),
      is_premium: z.boolean(),
    }),
  ),
  /** A fraction the storefront shows times 100 (spec 1 §9). */
  site_credits_percent: z.number(),
  sort_options: z.array(Option),
  availability_options: z.array(Option),
  vip_options: z.array(Option),
  allowed_filters: z.array(z.string()),
  /** Maison's boutiques (the stores filter offers them). */
  stores: z.array(z.object({ id: z.string(), name: z.string() })),
  estimated_retail_threshold: z.number(),
  list_page_size: z.number().int(),
  carousel: z.object({ page_size: z.number().int(), more_matches_min_total: z.number().int(), slider_page_size: z.number().int(), slider_page_size_small: z.number().int() }),
  /** The weekly VIP preview and which message applies now (spec 1 §4). */
  vip_preview: z.object({
    weekday: z.number().int(),
    duration_hours: z.number().int(),
    start_override: z.string().nullable(),
    phase: z.enum(["generic", "vip", "navbar"]),
    start: z.string(),
    end: z.string(),
    must_show_navbar_message: z.boolean(),
  }),
});
export type InitialDataResponse = z.infer<typeof InitialDataResponse>;
