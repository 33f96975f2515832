// What the cart does when a shopper acts on it (add, remove, codes, credit, checkout, merge on login),
// gathered so that CartProvider loads it with the first action instead of with every page
// (decision 045): the storefront client and its documents, the cart rules and the hand-off.
export { normalizeDiscountCode } from "@maison/domain/cart/discount-code";
export { normalizeGiftCardCode } from "@maison/domain/cart/gift-card-codes";
export { addLinesOrCreate, keptGiftCardEntries, lineInputFor, mergeOnLogin, pointsAttributes, storeCreditBlocked, storeCreditCodes } from "./cart-actions.ts";
export { membershipLineInput } from "./cart-lines.ts";
export { CART_MESSAGES } from "./cart-messages.ts";
export { CART_PROFILE_PATH, toCartProfile } from "./cart-profile.ts";
export { checkoutStep, takeMultipassLink } from "./checkout-handoff.ts";
export { appliedDiscountCode, discountFeedback } from "./discount-feedback.ts";
export { fetchLastCart, saveLastCart } from "./last-cart-api.ts";
export { resumeAfterSeparateMembershipPayment, sessionFlagStore, startSeparateMembershipPayment } from "./membership-alternate-payment.ts";
export { storefrontCartClient } from "./storefront-client.ts";
