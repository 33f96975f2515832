import type { Actor } from "@maison/domain/actor/actor";
import type { Tx } from "../../db/transaction.ts";

/**
 * The hosted payment for a charge outside the cart, as trade-ins use it (a difference owed after a
 * revised offer): the payment-requests module's service. On payment it publishes
 * `payment_request.paid` with `{ id, purpose, reference, customerId, amountCents }`.
 */
export interface TradeInPaymentRequests {
  create(
    actor: Actor,
    input: { customerId: string; amountCents: number; purpose: "trade_in_difference"; reference: string; description: string; returnPath: string },
    tx?: Tx,
  ): Promise<{ id: string; token: string; amount_cents: number; state: "open" | "paid" | "cancelled"; checkout_web_url: string }>;
}

export const TRADE_IN_PAYMENT_PURPOSE = "trade_in_difference" as const;

/** The account page a trade-in's detail opens on (spec 2 §2: `trade_in_id`). */
export const tradeInPath = (id: string) => `/my-account/trades?trade_in_id=${encodeURIComponent(id)}`;
