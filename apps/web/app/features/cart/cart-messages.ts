import { formatWholeUsd } from "@maison/domain/money/cents";
import { GIFT_CARD_MESSAGES, GIFT_FOR_YOU_MIN_DOLLARS } from "@maison/domain/cart/gift-card-codes";

/** Wording of the cart's own messages where the spec gives none. */
export const CART_MESSAGES = {
  giftCardNotApplied: GIFT_CARD_MESSAGES.notFound,
  emailNeeded: "Enter your e-mail to continue to checkout.",
  membershipUpsell: "Join for $50 a month, which becomes store credit",
  payMembershipSeparately: "Pay membership separately",
  payMembershipSeparatelyDetail: "Check out your membership on its own first, with the card its renewals will use; then we bring you back to pay for your pieces.",
  payMembershipSeparatelyFailed: "We couldn't separate your membership just now. Please try again.",
  membershipUpsellDetail: "Member pricing, VIP preview of new arrivals and a seller incentive. Cancel anytime.",
} as const;

/** Spec 1 §4 gift-for-you rule: gift-for-you credit only spends on carts above the profile's minimum. */
export function giftForYouMessage(minDollars: number | undefined): string {
  if (minDollars === undefined || minDollars === GIFT_FOR_YOU_MIN_DOLLARS) return GIFT_CARD_MESSAGES.giftForYouMinimum;
  return `Gift-for-you credit can be used on orders over ${formatWholeUsd(minDollars * 100)}.`;
}
