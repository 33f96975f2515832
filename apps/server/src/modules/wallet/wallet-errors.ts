import { CommonErrorCode } from "@maison/contracts/error";
import { WalletErrorCode } from "@maison/contracts/wallet";
import { DomainError } from "@maison/domain/shared/domain-error";

/** The expected failures of the ledger, each with its stable code. */
export const walletErrors = {
  insufficientFunds: () => new DomainError("unprocessable", CommonErrorCode.enum.insufficient_funds, "This gift card does not have enough balance for this amount."),
  notSpendable: () => new DomainError("unprocessable", WalletErrorCode.enum.gift_card_not_spendable, "This gift card can no longer be used."),
  accountNotFound: () => new DomainError("not_found", WalletErrorCode.enum.gift_card_not_found, "This gift card does not exist."),
  holdNotFound: () => new DomainError("not_found", WalletErrorCode.enum.wallet_hold_not_found, "This hold does not exist."),
  holdPosted: () => new DomainError("conflict", WalletErrorCode.enum.wallet_hold_posted, "This hold was already posted; it cannot be released."),
  holdReleased: () => new DomainError("conflict", WalletErrorCode.enum.wallet_hold_released, "This hold was already released; it cannot be posted."),
  keyReused: () =>
    new DomainError("unprocessable", CommonErrorCode.enum.idempotency_key_reused, "This idempotency key was already used for a different wallet movement."),
  badAmount: (field = "amount") => new DomainError("invalid", CommonErrorCode.enum.invalid_amount, "The amount must be a positive whole number of cents.", field),
  badCode: (field = "code") => new DomainError("invalid", WalletErrorCode.enum.invalid_gift_card_code, "A gift card code has 16 letters or digits.", field),
};

/** Amounts are positive integers (cents, or points) small enough to add without losing precision. */
export function assertAmount(amount: number, field = "amount"): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > 1_000_000_000_00) throw walletErrors.badAmount(field);
}
