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

/** The typed failures of the wallet (gift cards, store credit, points); a short balance is `insufficient_funds`. */
export const WalletErrorCode = z.enum([
  /** The gift card is disabled or used up and can no longer be spent: 422. */
  "gift_card_not_spendable",
  /** No gift card has this code: 404. */
  "gift_card_not_found",
  /** A gift card code has 16 letters or digits: 400. */
  "invalid_gift_card_code",
  /** No wallet hold has this id: 404. */
  "wallet_hold_not_found",
  /** A posted hold can no longer be released: 409. */
  "wallet_hold_posted",
  /** A released hold can no longer be posted: 409. */
  "wallet_hold_released",
]);
export type WalletErrorCode = z.infer<typeof WalletErrorCode>;
