/**
 * The payloads checkout publishes with its order events, so subscribers in other modules (the
 * membership starting a subscription, counting a paid order) read them without importing checkout.
 */

/** The payload of `order.placed` (membership lines start a subscription). */
export interface PlacedOrderEvent {
  orderId: string;
  cartToken: string;
  userId: string | null;
  lines: Array<{ kind: string; variantId: string; priceCents: number }>;
  /** The authorised card payment, with the card saved for later charges when a membership line was bought; null when wallet money paid all. */
  payment: { reference: string; brand: string; last4: string; savedPaymentMethodId: string | null } | null;
  /** The buyer's consent to a membership's recurring charge: the words agreed to, and when; null when nothing renews. */
  subscriptionConsent?: { terms: string; at: string } | null;
  /** The trade-ins the order used and what each paid of it (decision 050); the trade-in module ships them in. */
  tradeIns?: Array<{ id: string; amountCents: number }>;
}

/** The payload of `order.paid` when a captured payment made the order paid. */
export interface PaidOrderEvent {
  orderId: string;
  paymentReference: string;
  /** The buyer's account; null for a guest's order, which earns no points and holds no membership. */
  userId?: string | null;
}
