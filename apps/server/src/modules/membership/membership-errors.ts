import { CommonErrorCode } from "@maison/contracts/error";
import { MembershipErrorCode } from "@maison/contracts/membership";
import type { PaymentDeclineCode } from "@maison/contracts/payment";
import { DomainError } from "@maison/domain/shared/domain-error";

export const membershipErrors = {
  amount: (message: string) => new DomainError("invalid", CommonErrorCode.enum.invalid_amount, message, "amount"),
  noMembership: () => new DomainError("not_found", MembershipErrorCode.enum.membership_not_found, "You have no membership to change."),
  contractNotFound: () =>
    new DomainError("not_found", MembershipErrorCode.enum.contract_not_found, "This membership contract does not exist.", "contract_id"),
  notAllowed: (what: string, status: string) =>
    new DomainError("conflict", MembershipErrorCode.enum.membership_state_conflict, `A ${status.replaceAll("_", " ")} membership cannot be ${what}.`),
  alreadyRefunded: () =>
    new DomainError("conflict", MembershipErrorCode.enum.membership_nothing_to_refund, "There is nothing left to refund on this contract.", "contract_id"),
  /**
   * A card the gateway declined answers with the gateway's decline code as it is: a `PaymentDeclineCode`,
   * or another of Stripe's decline codes, which are open-ended (see `PaymentDeclineCode`).
   */
  cardDeclined: (code: PaymentDeclineCode | (string & {}), message: string) => new DomainError("unprocessable", code, message, "payment"),
};
