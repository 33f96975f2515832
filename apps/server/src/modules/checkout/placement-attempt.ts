import type { PaymentInput } from "@maison/contracts/checkout";
import type { Actor } from "@maison/domain/actor/actor";
import type { AuthorizeResult } from "../../platform/payments/payment-gateway.ts";
import type { LedgerHold } from "../wallet/wallet.port.ts";
import type { CheckoutBuyer } from "./checkout-view.ts";
import type { PaymentAttemptRow } from "./payment-attempt.repository.ts";

/** What the buyer's completion asks for. */
export interface PlaceOrderInput {
  token: string;
  buyer: CheckoutBuyer;
  idempotencyKey: string;
  payment?: PaymentInput;
  /** The buyer ticked the consent to a membership's recurring charge. */
  subscriptionConsent?: boolean;
  /** Who places it: the signed-in buyer, or the guest of this cart. */
  actor: Actor;
}

/** One attempt to place a cart's order, as it goes (its intent row is `payment_attempts`). */
export interface Attempt {
  /** Its intent row in payment_attempts. */
  id: string;
  token: string;
  actor: Actor;
  /** Keys of this attempt's wallet holds (and, unless it reuses one, its authorisation): a retry after a failure starts afresh. */
  key: string;
  /** The gateway key it authorises under: its own, or that of the dead attempt whose authorisation it takes over; null when nothing is charged. */
  paymentKey: string | null;
  /** The dead attempt of this cart whose open authorisation (same card, same amount) this attempt carries on. */
  reused: PaymentAttemptRow | null;
  /** What the card is charged (the draft's total). */
  amountCents: number;
  productIds: string[];
  walletHolds: LedgerHold[];
  payment: Extract<AuthorizeResult, { status: "authorized" }> | null;
  /** The gateway declined: no authorisation exists under `paymentKey`. */
  declined: boolean;
}
