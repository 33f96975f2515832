import { z } from "zod";
import { PaymentInput } from "./checkout.ts";

/** What a payment request charges for (decision 052); each purpose belongs to the module that creates it. */
export const PaymentRequestPurpose = z.enum(["loan_repayment", "consignment_return", "trade_in_difference"]);
export type PaymentRequestPurpose = z.infer<typeof PaymentRequestPurpose>;

/** The typed failures of payment requests. */
export const PaymentRequestErrorCode = z.enum([
  /** No payment request of the caller's has this token: 404. */
  "payment_request_not_found",
  /** The request was paid (by another attempt) or cancelled: 409. */
  "payment_request_closed",
]);
export type PaymentRequestErrorCode = z.infer<typeof PaymentRequestErrorCode>;

export const PaymentRequestToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, "Unknown payment link.");

/** GET /api/payment-requests/{token}/ and the answer of every call that creates one. */
export const PaymentRequestView = z.object({
  id: z.string(),
  token: z.string(),
  purpose: PaymentRequestPurpose,
  /** What it pays for, in the terms of the module that asked (a loan id…). */
  reference: z.string(),
  description: z.string(),
  amount_cents: z.number().int(),
  state: z.enum(["open", "paid", "cancelled"]),
  /** The hosted page that takes the card: `/pay/{token}`. */
  checkout_web_url: z.string(),
  /** Where the customer goes back to once it is paid (the loan, the consignment, the trade-in). */
  return_path: z.string(),
  /** The card that paid it. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentRequestView = z.infer<typeof PaymentRequestView>;

/** POST /api/payment-requests/{token}/pay/ with an `Idempotency-Key` header (required). */
export const PaymentRequestPayBody = z.object({ payment: PaymentInput });
export type PaymentRequestPayBody = z.infer<typeof PaymentRequestPayBody>;
