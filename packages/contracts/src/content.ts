import { z } from "zod";
import { FormBoolean } from "./identity.ts";

/** GET /v6/shop/promo-message/: where the messages show, the page's tags (comma-separated), the paid-promo flag. */
export const PromoMessageQuery = z
  .object({
    placement: z.enum(["pdp", "plp", "cart"]),
    tags: z.string().max(2000).optional(),
    paid_promo: FormBoolean.optional(),
  })
  .strict();

/** Spec 2 §3 "Promo message". */
export const PromoMessage = z.object({
  id: z.string(),
  message: z.string(),
  tag: z.string().nullable(),
  discount_code: z.string().nullable(),
  show_in_pdp: z.boolean(),
  show_in_plp: z.boolean(),
  show_in_cart: z.boolean(),
  tier: z.string().nullable(),
  applies_only_to_selected_tier: z.boolean(),
  is_b2b: z.boolean(),
  is_paid_promo: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type PromoMessage = z.infer<typeof PromoMessage>;

/** At most 2 messages (1 when the user has a special-day discount), by the display rule of spec 2 §5. */
export const PromoMessageResponse = z.object({ results: z.array(PromoMessage) });
export type PromoMessageResponse = z.infer<typeof PromoMessageResponse>;

/** GET /v6/get-banners/?key=… (a cache key, any value) &paid_promo. */
export const BannersQuery = z.object({ key: z.string().max(100).optional(), paid_promo: FormBoolean.optional() }).strict();

/** Spec 1 §3 / spec 2 §3 "Banner". */
export const Banner = z.object({
  id: z.string(),
  is_active: z.boolean(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  href: z.string().nullable(),
  can_dismiss: z.boolean(),
  show_countdown: z.boolean(),
  countdown_prefix: z.string().nullable(),
  is_paid_promo: z.boolean(),
  end_date: z.string().nullable(),
});
export const BannersResponse = z.object({ results: z.array(Banner) });
export type BannersResponse = z.infer<typeof BannersResponse>;

/** Spec 1 §3 "Promo disclaimer": the ones in their dates whose minimum tier the user reaches. */
export const PromoDisclaimer = z.object({ id: z.string(), start_date: z.string(), end_date: z.string(), message: z.string(), min_tier: z.string().nullable() });
export const PromoDisclaimersResponse = z.object({ results: z.array(PromoDisclaimer) });
export type PromoDisclaimersResponse = z.infer<typeof PromoDisclaimersResponse>;

/** Rewards offers filtered by rank (spec 1 §6). */
export const RewardsOffer = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  new_customer_only: z.boolean(),
  starting_tier: z.string().nullable(),
  logged_in_only: z.boolean(),
});
export const RewardsOffersResponse = z.object({ results: z.array(RewardsOffer) });
export type RewardsOffersResponse = z.infer<typeof RewardsOffersResponse>;

/** The sale running now (spec 2 §9 homepage sale tiers), which every cart applies automatically; null when none. */
export const SaleResponse = z.object({
  sale: z
    .object({
      id: z.string(),
      title: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      tiers: z.array(z.object({ min_subtotal_cents: z.number().int(), amount_off_cents: z.number().int() })),
    })
    .nullable(),
});
export type SaleResponse = z.infer<typeof SaleResponse>;

/** PUT /v6/my-account/special-day/: the day a member's special-day discount is for. */
export const SpecialDayRequest = z.object({ month: z.coerce.number().int().min(1).max(12), day: z.coerce.number().int().min(1).max(31) }).strict();

export const SpecialDayResponse = z.object({
  month: z.number().int().nullable(),
  day: z.number().int().nullable(),
  special_discount: z.object({ percentage: z.number(), code: z.string(), expiration_date: z.string() }).nullable(),
});
export type SpecialDayResponse = z.infer<typeof SpecialDayResponse>;

/** The typed failures of content, promotions and tiers. */
export const ContentErrorCode = z.enum([
  /** The special day must be a day of the calendar (29 February allowed): 400 on `day`. */
  "special_day_invalid",
]);
export type ContentErrorCode = z.infer<typeof ContentErrorCode>;
