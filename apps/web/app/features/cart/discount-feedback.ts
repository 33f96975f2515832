import type { CartErrorCode } from "@maison/contracts/cart";

// Literals checked against the contract's enum: the enum itself would bring zod into every page (decision 045).
const DISCOUNT_NOT_FOUND = "discount_not_found" satisfies CartErrorCode;
const STORE_CREDIT_CODE = "store_credit_code" satisfies CartErrorCode;
import { DISCOUNT_MESSAGES, looksLikeStoreCreditCode, normalizeDiscountCode, parseDiscountError } from "@maison/domain/cart/discount-code";
import { cartDiscountCents, type Cart } from "./cart-model.ts";
import type { CartCallResult } from "./storefront-client.ts";

/** What the discount field says after an apply: nothing (applied, or a silent failure) or the spec's message. */
export type DiscountFeedback = { applied: true } | { applied: false; message: string | null };

/**
 * Spec 1 §5 discount results, read from the cart call: the server's message for a code it does not
 * know; for a 16-character code, the store-credit message, which differs for signed-in shoppers and
 * visitors; the limit, validity and "unable" messages as they are; "The discount code is invalid."
 * when the code yields nothing. A call that failed outright shows nothing (spec 1 §8).
 */
export function discountFeedback(enteredCode: string, result: CartCallResult, signedIn: boolean): DiscountFeedback {
  const code = normalizeDiscountCode(enteredCode);
  const errors = result.userErrors ?? [];
  for (const error of errors) {
    const parsed = parseDiscountError(error.message);
    if (parsed) return { applied: false, message: messageFor(parsed.code, parsed.message, code, signedIn) };
  }
  const discountError = errors.find((error) => error.field?.includes("discountCodes"));
  if (discountError) return { applied: false, message: messageFor(DISCOUNT_NOT_FOUND, discountError.message, code, signedIn) };
  if (!result.cart) return { applied: false, message: null };

  const entry = result.cart.discountCodes.find((c) => normalizeDiscountCode(c.code) === code);
  if (!entry) return { applied: false, message: messageFor(DISCOUNT_NOT_FOUND, DISCOUNT_MESSAGES.notFound, code, signedIn) };
  if (!entry.applicable) return { applied: false, message: DISCOUNT_MESSAGES.unableToApply };
  // Spec 1 §4: applying succeeds only if the discounted amount is above 0.
  if (cartDiscountCents(result.cart) <= 0) return { applied: false, message: DISCOUNT_MESSAGES.zeroAmount };
  return { applied: true };
}

function messageFor(errorCode: string, serverMessage: string, enteredCode: string, signedIn: boolean): string {
  if (errorCode === STORE_CREDIT_CODE || (errorCode === DISCOUNT_NOT_FOUND && looksLikeStoreCreditCode(enteredCode))) {
    return signedIn ? DISCOUNT_MESSAGES.storeCreditSignedIn : DISCOUNT_MESSAGES.storeCreditSignedOut;
  }
  return serverMessage;
}

/** The discount code applied to the cart (the one the field shows with its Remove button), if any. */
export function appliedDiscountCode(cart: Cart | null): string | null {
  return cart?.discountCodes.find((c) => c.applicable)?.code ?? null;
}
