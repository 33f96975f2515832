import { DomainError } from "@maison/domain/shared/domain-error";

/** The expected failures of the ledger, each with its stable code. */
export const walletErrors = {
  insufficientFunds: () => new DomainError("unprocessable", "insufficient_funds", "This gift card does not have enough balance for this amount."),
  notSpendable: () => new DomainError("unprocessable", "gift_card_not_spendable", "This gift card can no longer be used."),
  accountNotFound: () => new DomainError("not_found", "gift_card_not_found", "This gift card does not exist."),
  holdNotFound: () => new DomainError("not_found", "wallet_hold_not_found", "This hold does not exist."),
  holdPosted: () => new DomainError("conflict", "wallet_hold_posted", "This hold was already posted; it cannot be released."),
  holdReleased: () => new DomainError("conflict", "wallet_hold_released", "This hold was already released; it cannot be posted."),
  keyReused: () =>
    new DomainError("unprocessable", "idempotency_key_reused", "This idempotency key was already used for a different wallet movement."),
  badAmount: (field = "amount") => new DomainError("invalid", "invalid_amount", "The amount must be a positive whole number of cents.", field),
  badCode: (field = "code") => new DomainError("invalid", "invalid_gift_card_code", "A gift card code has 16 letters or digits.", field),
};

/** Amounts are positive integers (cents, or points) small enough to add without losing precision. */
export function assertAmount(amount: number, field = "amount"): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > 1_000_000_000_00) throw walletErrors.badAmount(field);
}
