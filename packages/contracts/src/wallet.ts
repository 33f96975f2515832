import { z } from "zod";

/**
 * The wallet fields of the storefront profile (spec 1 §3 User): points and their dollar value, the
 * gift-for-you minimum, the codes of the user's own cards by list, and the account totals in dollars.
 */
export const WalletProfileFields = z.object({
  points: z.number().int(),
  loyalty_points_value: z.number(),
  gfy_min_dollar_amount: z.number(),
  wallet_gift_cards: z.array(z.string()),
  rewards_gift_cards: z.array(z.string()),
  rebag_credit_gift_cards: z.array(z.string()),
  user_gift_card_total: z.number(),
  user_gift_card_gfy_total: z.number(),
});
export type WalletProfileFields = z.infer<typeof WalletProfileFields>;
