import type { Offer } from "./offer.ts";
import { sellerIncentiveCents, type SellerStanding } from "./seller-incentive.ts";

/** Cash now is the expected resale less a margin of 35 %… */
export const SELL_NOW_MARGIN = 0.35;
/** …plus up to 15 points more as confidence falls (the risk of pricing from thin or scattered data). */
export const SELL_NOW_RISK_MARGIN = 0.15;
/** Spec 2 §9 "increase percent 10": trade-in (store credit) is worth 10 % more than cash. */
export const TRADE_IN_INCREASE_PERCENT = 10;
/** The seller's share of a consigned piece's sale price, by expected price (decision 040). */
export const CONSIGNMENT_SHARES: ReadonlyArray<{ fromCents: number; share: number }> = [
  { fromCents: 0, share: 0.7 },
  { fromCents: 1_000_00, share: 0.75 },
  { fromCents: 5_000_00, share: 0.8 },
];
/** Offers are whole multiples of $5, rounded down. */
const OFFER_STEP_CENTS = 5_00;

/** Rounded to the cent first, so 900 × 0.7 is 630, not 629.99… */
const roundDown = (cents: number) => Math.max(0, Math.floor(Math.round(cents) / OFFER_STEP_CENTS) * OFFER_STEP_CENTS);

/** The margin below expected resale that cash now keeps, from 35 % (certain) to 50 % (no confidence). */
export function sellNowMargin(confidence: number): number {
  return SELL_NOW_MARGIN + (1 - Math.max(0, Math.min(1, confidence))) * SELL_NOW_RISK_MARGIN;
}

/** The seller's consignment share for a piece expected to sell at this price. */
export function consignmentShare(expectedCents: number): number {
  let share = CONSIGNMENT_SHARES[0]!.share;
  for (const band of CONSIGNMENT_SHARES) if (expectedCents >= band.fromCents) share = band.share;
  return share;
}

/**
 * The three offers for a piece expected to resell at `expectedCents`: sell now (cash, the margin
 * below resale, plus the tier's capped incentive), trade-in (the cash offer, incentive included, plus
 * 10 %) and the consignment estimate (the seller's share of the expected price; no incentive).
 */
export function offerAmounts(expectedCents: number, confidence: number, seller: SellerStanding | null): Offer[] {
  const cash = roundDown(expectedCents * (1 - sellNowMargin(confidence)));
  const incentive = sellerIncentiveCents(cash, seller);
  const increase = (cents: number) => Math.round((cents * (100 + TRADE_IN_INCREASE_PERCENT)) / 100);
  const tradeIn = increase(cash + incentive);
  const tradeInBefore = increase(cash);
  const consignment = roundDown(expectedCents * consignmentShare(expectedCents));
  return [
    { kind: "sell_now", label: "Sell now", amountCents: cash + incentive, beforeIncentiveCents: cash, incentiveCents: incentive, estimate: false },
    { kind: "trade_in", label: "Trade in for store credit", amountCents: tradeIn, beforeIncentiveCents: tradeInBefore, incentiveCents: tradeIn - tradeInBefore, estimate: false },
    { kind: "consignment", label: "Consign", amountCents: consignment, beforeIncentiveCents: consignment, incentiveCents: 0, estimate: true },
  ];
}
