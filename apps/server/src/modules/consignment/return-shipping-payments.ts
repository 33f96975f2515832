import type { Actor } from "@maison/domain/actor/actor";
import type { Tx } from "../../db/transaction.ts";

/**
 * What consignment needs of the hosted payment for charges outside the cart (the payment-request
 * module): a request the consignor pays at `checkout_web_url` for a delisted piece's return shipping,
 * and its cancellation when it no longer applies. Paying it publishes `payment_request.paid` with
 * `{ id, purpose, reference, customerId, amountCents }`; consignment listens for purpose
 * `consignment_return` with its id as the reference. Creating one for the same purpose and reference
 * while one is open returns the open one.
 */
export interface ReturnShippingPayments {
  create(
    actor: Actor,
    input: { customerId: string; amountCents: number; purpose: "consignment_return"; reference: string; description: string; returnPath: string },
    tx?: Tx,
  ): Promise<{ id: string; checkout_web_url: string }>;
  cancel(actor: Actor, id: string, tx?: Tx): Promise<void>;
}

/** The event and purpose consignment reacts to. */
export const PAYMENT_REQUEST_PAID = "payment_request.paid";
export const CONSIGNMENT_RETURN_PURPOSE = "consignment_return";

export interface PaymentRequestPaid {
  id: string;
  purpose: string;
  reference: string;
  customerId: string;
  amountCents: number;
}
