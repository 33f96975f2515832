import { z } from "zod";

/** The typed failures of the payment gateway port (authorise, capture, void, refund, saved cards). */
export const PaymentErrorCode = z.enum([
  /** No payment has this reference: 404. */
  "payment_not_found",
  /** Only an authorised payment is captured or voided: 409. */
  "payment_not_authorized",
  /** A voided payment cannot be captured: 409. */
  "payment_voided",
  /** A captured payment cannot be voided (it is refunded instead): 409. */
  "payment_captured",
  /** Only a captured payment can be refunded: 409. */
  "payment_not_captured",
  /** Refunds never return more than was captured: 409. */
  "refund_exceeds_capture",
  /** Card numbers never reach our server: cards come as tokens of the secure card form: 400. */
  "card_token_required",
  /** The payment provider did not answer; try again: 502. */
  "payment_provider_unavailable",
]);
export type PaymentErrorCode = z.infer<typeof PaymentErrorCode>;

/**
 * Why a gateway declined a card, as both gateways name it (the test cards of `test-cards.ts`, and
 * Stripe's codes for the same cases). Stripe may pass on another of its decline codes (it documents
 * dozens and adds more), so a reader treats an unknown decline like `card_declined` and shows the
 * message that came with it. Membership answers with the decline code as it is; checkout prefixes it.
 */
export const PaymentDeclineCode = z.enum([
  /** The bank declined the card without saying why. */
  "card_declined",
  /** The card does not hold enough for the amount. */
  "insufficient_funds",
  /** The card has expired. */
  "expired_card",
  /** The security code does not match the card. */
  "incorrect_cvc",
  /** The card number does not exist. */
  "incorrect_number",
  /** The expiry date does not match the card. */
  "invalid_expiry",
  /** The gateway failed while processing the card; trying again may work. */
  "processing_error",
  /** The saved card or token cannot be used any more. */
  "invalid_payment_method",
  /** The bank asks the cardholder to authenticate the payment (3-D Secure). */
  "authentication_required",
]);
export type PaymentDeclineCode = z.infer<typeof PaymentDeclineCode>;

/** Checkout reports a declined card as this prefix and the gateway's decline code, cut at 60 characters. */
export const PAYMENT_DECLINED_PREFIX = "payment_";

/** The checkout's code for a decline: `payment_card_declined`, `payment_insufficient_funds`… */
export function paymentDeclinedCode(declineCode: string): string {
  return `${PAYMENT_DECLINED_PREFIX}${declineCode}`.slice(0, 60);
}
