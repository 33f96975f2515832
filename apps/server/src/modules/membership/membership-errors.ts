import { DomainError } from "@maison/domain/shared/domain-error";

export const membershipErrors = {
  amount: (message: string) => new DomainError("invalid", "invalid_amount", message, "amount"),
  noMembership: () => new DomainError("not_found", "membership_not_found", "You have no membership to change."),
  contractNotFound: () => new DomainError("not_found", "contract_not_found", "This membership contract does not exist.", "contract_id"),
  notAllowed: (what: string, status: string) =>
    new DomainError("conflict", "membership_state_conflict", `A ${status.replaceAll("_", " ")} membership cannot be ${what}.`),
  alreadyRefunded: () => new DomainError("conflict", "membership_nothing_to_refund", "There is nothing left to refund on this contract.", "contract_id"),
  cardDeclined: (code: string, message: string) => new DomainError("unprocessable", code === "card_declined" ? "card_declined" : code, message, "payment"),
};
