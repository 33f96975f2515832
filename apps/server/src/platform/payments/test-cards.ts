import type { PaymentDeclineCode } from "@maison/contracts/payment";

/**
 * The test gateway's card numbers, the same as Stripe's test mode so one list serves both. Any other
 * well-formed number is declined, as Stripe's test mode declines real cards.
 */
export type TestCardOutcome =
  | { result: "authorized" }
  | { result: "declined"; code: PaymentDeclineCode; message: string };

export const DECLINE_MESSAGES = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  incorrect_number: "Your card number is incorrect.",
  invalid_expiry: "Your card's expiration date is incorrect.",
  processing_error: "An error occurred while processing your card. Try again in a little bit.",
  invalid_payment_method: "This payment method could not be used. Please try another.",
} as const satisfies Partial<Record<PaymentDeclineCode, string>>;

const declined = (code: keyof typeof DECLINE_MESSAGES): TestCardOutcome => ({ result: "declined", code, message: DECLINE_MESSAGES[code] });

export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  "4242424242424242": { result: "authorized" },
  "4000056655665556": { result: "authorized" },
  "5555555555554444": { result: "authorized" },
  "2223003122003222": { result: "authorized" },
  "378282246310005": { result: "authorized" },
  "6011111111111117": { result: "authorized" },
  "4000000000000002": declined("card_declined"),
  "4000000000009995": declined("insufficient_funds"),
  "4000000000000069": declined("expired_card"),
  "4000000000000127": declined("incorrect_cvc"),
  "4000000000000119": declined("processing_error"),
  // Stripe's "attaching succeeds, charges fail": it can be saved for later, and every charge is declined.
  "4000000000000341": declined("card_declined"),
};

/** Cards that can be saved although charging them is declined (a saved card that later fails). */
export const SAVABLE_DECLINING_CARDS: ReadonlySet<string> = new Set(["4000000000000341"]);

/** Stripe's test tokens, for clients that send a token instead of a card. */
export const TEST_TOKENS: Readonly<Record<string, string>> = {
  tok_visa: "4242424242424242",
  tok_mastercard: "5555555555554444",
  tok_amex: "378282246310005",
  tok_chargeDeclined: "4000000000000002",
  tok_chargeDeclinedInsufficientFunds: "4000000000009995",
  tok_chargeDeclinedExpiredCard: "4000000000000069",
};

export function testCardOutcome(digits: string): TestCardOutcome {
  return TEST_CARDS[digits] ?? declined("card_declined");
}
