import { DomainError } from "@maison/domain/shared/domain-error";
import { PaymentErrorCode } from "@maison/contracts/payment";
import { CommonErrorCode } from "@maison/contracts/error";

/** Expected failures of the payment gateways, with stable codes. Declines are results, not errors. */
export const paymentErrors = {
  badAmount: () => new DomainError("invalid", CommonErrorCode.enum.invalid_amount, "The amount must be a positive whole number of cents.", "amountCents"),
  keyReused: () =>
    new DomainError("unprocessable", CommonErrorCode.enum.idempotency_key_reused, "This idempotency key was already used for a different payment.", "idempotencyKey"),
  notFound: () => new DomainError("not_found", PaymentErrorCode.enum.payment_not_found, "This payment does not exist."),
  notAuthorized: () => new DomainError("conflict", PaymentErrorCode.enum.payment_not_authorized, "This payment was not authorised, so it cannot be captured or voided."),
  voided: () => new DomainError("conflict", PaymentErrorCode.enum.payment_voided, "This payment was voided; it cannot be captured."),
  captured: () => new DomainError("conflict", PaymentErrorCode.enum.payment_captured, "This payment was already captured; it cannot be voided."),
  tokenRequired: () =>
    new DomainError("invalid", PaymentErrorCode.enum.card_token_required, "Card details must be entered in the secure card form.", "source"),
  refundTooLarge: () => new DomainError("conflict", PaymentErrorCode.enum.refund_exceeds_capture, "A refund cannot return more than was captured.", "amountCents"),
  notCaptured: () => new DomainError("conflict", PaymentErrorCode.enum.payment_not_captured, "Only a captured payment can be refunded."),
  unavailable: () => new DomainError("unavailable", PaymentErrorCode.enum.payment_provider_unavailable, "The payment provider did not answer. Please try again."),
};

export function assertPaymentAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw paymentErrors.badAmount();
}
