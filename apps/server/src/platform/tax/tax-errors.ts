import { DomainError } from "@maison/domain/shared/domain-error";
import { CheckoutErrorCode } from "@maison/contracts/checkout";

/** Expected failures of the tax providers, with stable codes (declared with checkout's, which shows them). */
export const taxErrors = {
  unavailable: () =>
    new DomainError("unavailable", CheckoutErrorCode.enum.tax_unavailable, "We couldn't calculate the sales tax just now. Please try again in a moment."),
  addressNotFound: () =>
    new DomainError(
      "unprocessable",
      CheckoutErrorCode.enum.tax_address_not_found,
      "We couldn't find this address to calculate its sales tax. Please check the street, city, state and ZIP code.",
      "shipping_address",
    ),
};
