import { WholesaleErrorCode } from "@maison/contracts/wholesale";
import { WHOLESALE_MESSAGES } from "@maison/domain/wholesale/wholesale-application";
import { DomainError } from "@maison/domain/shared/domain-error";

export const wholesaleErrors = {
  pending: () => new DomainError("conflict", WholesaleErrorCode.enum.application_pending, WHOLESALE_MESSAGES.alreadyPending),
  alreadyWholesale: () => new DomainError("conflict", WholesaleErrorCode.enum.already_wholesale, WHOLESALE_MESSAGES.alreadyApproved),
  certificate: (message: string) => new DomainError("invalid", WholesaleErrorCode.enum.certificate_invalid, message, "resale_certificate"),
  notFound: () => new DomainError("not_found", WholesaleErrorCode.enum.application_not_found, "We couldn't find that application.", "id"),
  wholesaleOnly: (field = "collection") => new DomainError("forbidden", WholesaleErrorCode.enum.wholesale_only, WHOLESALE_MESSAGES.wholesaleOnly, field),
};
