/**
 * The return fee of one piece (spec 2 §9 "Return fee by price", applied per item as §5 says): by the
 * piece's price for a US address (or none), a flat fee outside the US. Members' free returns (a perk
 * the membership page promises, spec 2 §1) waive it.
 */
export const RETURN_FEE_BANDS = [
  { belowCents: 1_000_00, feeCents: 25_00 },
  { belowCents: 3_000_00, feeCents: 50_00 },
  { belowCents: 8_000_00, feeCents: 75_00 },
  { belowCents: Number.POSITIVE_INFINITY, feeCents: 100_00 },
] as const;

/** The fee for a piece shipped outside the US, whatever its price. */
export const NON_US_RETURN_FEE_CENTS = 25_00;

export interface ReturnFeeInput {
  /** The piece's price in cents (as it was listed on the order). */
  priceCents: number;
  /** The shipping address's country (ISO 3166-1 alpha-2); null when the order kept none. */
  countryCode: string | null;
  /** The buyer is a member on the day the return is asked for. */
  isMember: boolean;
}

export function returnFeeCents(input: ReturnFeeInput): number {
  if (input.isMember) return 0;
  if (input.countryCode !== null && input.countryCode.toUpperCase() !== "US") return NON_US_RETURN_FEE_CENTS;
  return RETURN_FEE_BANDS.find((band) => input.priceCents < band.belowCents)!.feeCents;
}
