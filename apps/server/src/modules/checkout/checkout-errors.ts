import { ITEM_ALREADY_SOLD_MESSAGE } from "@maison/domain/checkout/item-hold";
import { SHIPPING_MESSAGES } from "@maison/domain/checkout/shipping-method";
import { DomainError } from "@maison/domain/shared/domain-error";

/** The typed failures of the checkout; each code is stable and reaches the page as is. */
export const checkoutErrors = {
  notFound: () => new DomainError("not_found", "checkout_not_found", "This checkout does not exist.", "token"),
  signInRequired: () => new DomainError("unauthorized", "authentication_required", "Please sign in to check out this cart."),
  /** A cart holding a membership line, checked out without an account (decision 030). */
  membershipSignInRequired: () =>
    new DomainError("unauthorized", "membership_sign_in_required", "Please log in to join the membership.", "lines"),
  notYours: () => new DomainError("forbidden", "cart_not_yours", "This cart belongs to another account."),
  completed: () => new DomainError("conflict", "checkout_completed", "This order has already been placed."),
  emptyCart: () => new DomainError("unprocessable", "cart_empty", "Your cart is empty.", "lines"),
  emailRequired: () => new DomainError("unprocessable", "email_required", "Please enter your e-mail address.", "email"),
  addressRequired: () => new DomainError("unprocessable", "shipping_address_required", "Please enter a shipping address.", "shipping_address"),
  methodRequired: () => new DomainError("unprocessable", "shipping_method_required", "Please choose a shipping method.", "shipping_method"),
  nothingToShip: (field: string) =>
    new DomainError("unprocessable", "nothing_to_ship", "Nothing in this order needs shipping: a membership starts at once.", field),
  methodUnavailable: () => new DomainError("unprocessable", "shipping_method_unavailable", SHIPPING_MESSAGES.methodUnavailable, "handle"),
  shippingRefused: (code: string, message: string) => new DomainError("unprocessable", code, message, "shipping_address"),
  savedAddressForUsersOnly: () => new DomainError("unauthorized", "authentication_required", "Please sign in to use a saved address.", "address_id"),
  /** The item is sold or held by another checkout; `field` names it (`items.<product id>`). */
  itemAlreadySold: (productId: string) => new DomainError("conflict", "item_already_sold", ITEM_ALREADY_SOLD_MESSAGE, `items.${productId}`),
  itemUnavailable: (productId: string) => new DomainError("conflict", "item_already_sold", ITEM_ALREADY_SOLD_MESSAGE, `items.${productId}`),
  paymentRequired: () => new DomainError("invalid", "payment_required", "Please enter your payment details.", "payment"),
  paymentDeclined: (code: string, message: string) => new DomainError("unprocessable", `payment_${code}`.slice(0, 60), message, "payment"),
  giftCardShort: () =>
    new DomainError("unprocessable", "gift_card_balance_too_low", "Your gift card balance no longer covers this amount. Please review your order.", "gift_cards"),
  pointsShort: () => new DomainError("unprocessable", "points_balance_too_low", "You no longer have enough points for this order. Please review your order.", "pointsApplied"),
};
