import { sellerIncentiveCents, type SellerStanding } from "../valuation/seller-incentive.ts";

/**
 * Maison's commission on a consigned piece, by the price it sold at (decision 047): the mirror of the
 * consignment shares the offer engine estimates with (`CONSIGNMENT_SHARES`: the seller keeps 70 %,
 * 75 %, 80 %). The band is chosen by the sale price; the whole price takes the band's rate.
 */
export const COMMISSION_SCHEDULE: ReadonlyArray<{ fromCents: number; percent: number }> = [
  { fromCents: 0, percent: 30 },
  { fromCents: 1_000_00, percent: 25 },
  { fromCents: 5_000_00, percent: 20 },
];

/** The commission percent for a piece sold at `saleCents`. */
export function commissionPercent(saleCents: number): number {
  let percent = COMMISSION_SCHEDULE[0]!.percent;
  for (const band of COMMISSION_SCHEDULE) if (saleCents >= band.fromCents) percent = band.percent;
  return percent;
}

export interface ConsignmentEarning {
  saleCents: number;
  commissionPercent: number;
  commissionCents: number;
  /** The sale less the commission, before the tier incentive. */
  baseCents: number;
  /** The seller's tier incentive on the base, capped (spec 1 §9), as for every seller offer. */
  incentiveCents: number;
  /** What the seller is paid: base plus incentive, never more than the sale. */
  earningCents: number;
}

/**
 * What the consignor earns from a sale at `saleCents`: the sale less the commission (rounded down to
 * the cent, so Maison never pays a fraction), plus the seller's tier incentive (the tier's percent,
 * to the whole dollar, at most $500), never more than the sale itself.
 */
export function consignmentEarning(saleCents: number, seller: SellerStanding | null): ConsignmentEarning {
  if (!Number.isInteger(saleCents) || saleCents <= 0) throw new RangeError("A sale price is a positive whole number of cents.");
  const percent = commissionPercent(saleCents);
  const commissionCents = Math.ceil((saleCents * percent) / 100);
  const baseCents = saleCents - commissionCents;
  const incentive = Math.min(sellerIncentiveCents(baseCents, seller), commissionCents);
  return { saleCents, commissionPercent: percent, commissionCents, baseCents, incentiveCents: incentive, earningCents: baseCents + incentive };
}

/** What shipping a delisted piece back to its consignor costs, insured, paid before it ships (decision 046). */
export const CONSIGNMENT_RETURN_FEE_CENTS = 25_00;
