/** The offers the flow shows (spec 2 §2 "reveal its value"): cash now, credit worth more, or consignment. */
export const OFFER_KINDS = ["sell_now", "trade_in", "consignment"] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** One offer in cents, with the seller incentive of the seller's tier it includes. */
export interface Offer {
  kind: OfferKind;
  label: string;
  amountCents: number;
  /** The offer before the tier's seller incentive. */
  beforeIncentiveCents: number;
  incentiveCents: number;
  /** An estimate (consignment: paid when the piece sells) rather than a firm amount. */
  estimate: boolean;
}
