import { AddressErrorCode } from "./address.ts";
import { CartErrorCode } from "./cart.ts";
import { CatalogErrorCode } from "./catalog.ts";
import { CheckoutErrorCode } from "./checkout.ts";
import { ContentErrorCode } from "./content.ts";
import { CommonErrorCode } from "./error.ts";
import { FavoritesErrorCode } from "./favorites.ts";
import { IdentityErrorCode } from "./identity.ts";
import { ImageErrorCode } from "./image.ts";
import { InventoryErrorCode } from "./inventory.ts";
import { LifecycleErrorCode } from "./lifecycle.ts";
import { MembershipErrorCode } from "./membership.ts";
import { PaymentDeclineCode, PaymentErrorCode } from "./payment.ts";
import { SearchErrorCode } from "./search.ts";
import { ValuationErrorCode } from "./valuation.ts";
import { WalletErrorCode } from "./wallet.ts";
import { SellingErrorCode } from "./selling.ts";
import { PayoutErrorCode } from "./payouts.ts";
import { PaymentRequestErrorCode } from "./payment-request.ts";
import { ConsignmentErrorCode } from "./consignment.ts";
import { LoanErrorCode } from "./loans.ts";
import { TradeInErrorCode } from "./trade-in.ts";
import { ReturnErrorCode } from "./returns.ts";
import { WalletAccountErrorCode } from "./wallet-account.ts";
import { WholesaleErrorCode } from "./wholesale.ts";
import { PartnerErrorCode } from "./partners.ts";
import { ContentPageErrorCode } from "./content-pages.ts";
import { FlagErrorCode } from "./flags.ts";
import { CaptchaErrorCode } from "./captcha.ts";

/**
 * Every declared error code, by the enum that declares it. A code is declared in one concept's enum;
 * one that several concepts share with the same meaning is a `CommonErrorCode`.
 */
export const ERROR_CODE_ENUMS = {
  SellingErrorCode,
  PayoutErrorCode,
  PaymentRequestErrorCode,
  ConsignmentErrorCode,
  LoanErrorCode,
  TradeInErrorCode,
  ReturnErrorCode,
  WalletAccountErrorCode,
  WholesaleErrorCode,
  PartnerErrorCode,
  ContentPageErrorCode,
  FlagErrorCode,
  CaptchaErrorCode,
  CommonErrorCode,
  LifecycleErrorCode,
  IdentityErrorCode,
  CartErrorCode,
  MembershipErrorCode,
  FavoritesErrorCode,
  SearchErrorCode,
  ContentErrorCode,
  CatalogErrorCode,
  CheckoutErrorCode,
  AddressErrorCode,
  WalletErrorCode,
  InventoryErrorCode,
  PaymentErrorCode,
  PaymentDeclineCode,
  ImageErrorCode,
  ValuationErrorCode,
} as const;

/** Any code the server answers with (a checkout decline is `payment_` and a `PaymentDeclineCode`). */
export type ErrorCode = (typeof ERROR_CODE_ENUMS)[keyof typeof ERROR_CODE_ENUMS]["options"][number];

/** Whether `code` is declared in one of the enums. */
export function isDeclaredErrorCode(code: string): code is ErrorCode {
  return Object.values(ERROR_CODE_ENUMS).some((codes) => (codes.options as readonly string[]).includes(code));
}
