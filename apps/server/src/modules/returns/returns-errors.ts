import { CheckoutErrorCode } from "@maison/contracts/checkout";
import { ReturnErrorCode } from "@maison/contracts/returns";
import { RETURN_MESSAGES } from "@maison/domain/returns/return-messages";
import { DomainError } from "@maison/domain/shared/domain-error";

/** The returns module's refusals; the return and cancel failures speak the spec's words (spec 2 §8). */
export const returnErrors = {
  orderNotFound: (field = "order") => new DomainError("not_found", CheckoutErrorCode.enum.order_not_found, "This order does not exist.", field),
  returnNotFound: () => new DomainError("not_found", ReturnErrorCode.enum.return_not_found, "This return does not exist.", "id"),
  notAllowed: () => new DomainError("conflict", ReturnErrorCode.enum.return_not_allowed, RETURN_MESSAGES.returnFailed),
  notReturnable: (field: string) => new DomainError("unprocessable", ReturnErrorCode.enum.return_item_not_returnable, RETURN_MESSAGES.returnFailed, field),
  cancelNotAllowed: () => new DomainError("conflict", ReturnErrorCode.enum.cancel_not_allowed, RETURN_MESSAGES.cancelFailed, "order"),
};
