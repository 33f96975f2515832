import { CheckoutErrorCode } from "@maison/contracts/checkout";
import { CommonErrorCode } from "@maison/contracts/error";
import { paymentDeclinedCode, type PaymentDeclineCode } from "@maison/contracts/payment";
import { ITEM_ALREADY_SOLD_MESSAGE } from "@maison/domain/checkout/item-hold";
import { SHIPPING_MESSAGES, type ShippingRefusal } from "@maison/domain/checkout/shipping-method";
import { SUBSCRIPTION_CONSENT_FIELD, subscriptionConsentMissing, type RecurringPlan } from "@maison/domain/membership/subscription-consent";
import { DomainError } from "@maison/domain/shared/domain-error";

/** The typed failures of the checkout; each code is stable and reaches the page as is. */
export const checkoutErrors = {
  notFound: () => new DomainError("not_found", CheckoutErrorCode.enum.checkout_not_found, "This checkout does not exist.", "token"),
  signInRequired: () => new DomainError("unauthorized", CommonErrorCode.enum.authentication_required, "Please sign in to check out this cart."),
  /** A cart holding a membership line, checked out without an account (decision 030). */
  membershipSignInRequired: () =>
    new DomainError("unauthorized", CheckoutErrorCode.enum.membership_sign_in_required, "Please log in to join the membership.", "lines"),
  notYours: () => new DomainError("forbidden", CheckoutErrorCode.enum.cart_not_yours, "This cart belongs to another account."),
  completed: () => new DomainError("conflict", CheckoutErrorCode.enum.checkout_completed, "This order has already been placed."),
  beingPlaced: () => new DomainError("conflict", CheckoutErrorCode.enum.order_being_placed, "This order is being placed in another window. Please wait a moment and try again."),
  emptyCart: () => new DomainError("unprocessable", CheckoutErrorCode.enum.cart_empty, "Your cart is empty.", "lines"),
  emailRequired: () => new DomainError("unprocessable", CheckoutErrorCode.enum.email_required, "Please enter your e-mail address.", "email"),
  addressRequired: () => new DomainError("unprocessable", CheckoutErrorCode.enum.shipping_address_required, "Please enter a shipping address.", "shipping_address"),
  methodRequired: () => new DomainError("unprocessable", CheckoutErrorCode.enum.shipping_method_required, "Please choose a shipping method.", "shipping_method"),
  nothingToShip: (field: string) =>
    new DomainError("unprocessable", CheckoutErrorCode.enum.nothing_to_ship, "Nothing in this order needs shipping: a membership starts at once.", field),
  methodUnavailable: () => new DomainError("unprocessable", CheckoutErrorCode.enum.shipping_method_unavailable, SHIPPING_MESSAGES.methodUnavailable, "handle"),
  shippingRefused: (code: ShippingRefusal["code"], message: string) => new DomainError("unprocessable", code, message, "shipping_address"),
  savedAddressForUsersOnly: () => new DomainError("unauthorized", CommonErrorCode.enum.authentication_required, "Please sign in to use a saved address.", "address_id"),
  /** The item is sold or held by another checkout; `field` names it (`items.<product id>`). */
  itemAlreadySold: (productId: string) => new DomainError("conflict", CheckoutErrorCode.enum.item_already_sold, ITEM_ALREADY_SOLD_MESSAGE, `items.${productId}`),
  itemUnavailable: (productId: string) => new DomainError("conflict", CheckoutErrorCode.enum.item_already_sold, ITEM_ALREADY_SOLD_MESSAGE, `items.${productId}`),
  paymentRequired: () => new DomainError("invalid", CheckoutErrorCode.enum.payment_required, "Please enter your payment details.", "payment"),
  /** A declined card answers `payment_` and the gateway's decline code (Stripe's are open-ended, see `PaymentDeclineCode`). */
  paymentDeclined: (code: PaymentDeclineCode | (string & {}), message: string) =>
    new DomainError("unprocessable", paymentDeclinedCode(code), message, "payment"),
  giftCardShort: () =>
    new DomainError("unprocessable", CheckoutErrorCode.enum.gift_card_balance_too_low, "Your gift card balance no longer covers this amount. Please review your order.", "gift_cards"),
  /** Joining on a plan that renews without ticking the consent to its recurring charge (decision 044). */
  subscriptionConsentRequired: (plan: RecurringPlan) =>
    new DomainError("invalid", CheckoutErrorCode.enum.subscription_consent_required, subscriptionConsentMissing(plan), SUBSCRIPTION_CONSENT_FIELD),
  pointsShort: () => new DomainError("unprocessable", CheckoutErrorCode.enum.points_balance_too_low, "You no longer have enough points for this order. Please review your order.", "pointsApplied"),
};
