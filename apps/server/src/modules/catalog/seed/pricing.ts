import { CLEARANCE_TIERS } from "@maison/domain/catalog/tag";
import type { Cents } from "@maison/domain/money/cents";
import type { Rng } from "./prng.ts";

export type ClearanceTier = (typeof CLEARANCE_TIERS)[number];

/** Resale prices end in round figures: $5 steps under $1,000, $10 under $10,000, $50 above. */
export function priceStep(cents: Cents): Cents {
  if (cents < 1000_00) return 5_00;
  if (cents < 10000_00) return 10_00;
  return 50_00;
}

export function roundPrice(cents: Cents): Cents {
  const step = priceStep(cents);
  return Math.max(step, Math.round(cents / step) * step);
}

/**
 * A price inside the range: `position` (0 bottom … 1 top, from the condition grade and skin) plus some
 * spread, rounded to a sensible step, never outside the range.
 */
export function priceInRange(range: readonly [number, number], position: number, rng: Rng): Cents {
  const [min, max] = range;
  const spread = (rng.next() + rng.next() - 1) * 0.22;
  const t = Math.min(1, Math.max(0, position + spread));
  const cents = roundPrice(Math.round((min + (max - min) * t) * 100));
  return Math.min(max * 100, Math.max(min * 100, cents));
}

/** Percent below the original price, unrounded. */
export function percentOff(price: Cents, original: Cents): number {
  return ((original - price) / original) * 100;
}

/** An earlier, higher price for a price-drop piece: 5% to 25% above today's. */
export function priceDropOriginal(price: Cents, rng: Rng): Cents {
  const original = roundPrice(Math.round(price / (1 - rng.between(0.05, 0.25))));
  return original > price ? original : price + priceStep(price);
}

/** The lowest reduction a clearance tier holds, exclusive: the tier before it ends there. */
export function tierFloorPercent(tier: ClearanceTier): number {
  const index = CLEARANCE_TIERS.findIndex((t) => t.tag === tier.tag);
  return index <= 0 ? 0 : (CLEARANCE_TIERS[index - 1]?.maxPercent ?? 0);
}

/**
 * The pre-clearance price of a piece in a clearance tier: today's price is more than the previous
 * tier's reduction and at most this tier's (a "Up to 30% Off" piece is 21–30% below its original).
 */
export function clearanceOriginal(price: Cents, tier: ClearanceTier, rng: Rng): Cents {
  const floor = Math.max(tierFloorPercent(tier), tier.maxPercent - 12);
  const wanted = rng.between(floor + 1, tier.maxPercent - 0.5);
  let original = roundPrice(Math.round(price / (1 - wanted / 100)));
  const step = 5_00;
  for (let guard = 0; guard < 400; guard++) {
    const off = percentOff(price, original);
    if (off > tier.maxPercent) original -= step;
    else if (off <= tierFloorPercent(tier)) original += step;
    else return original;
  }
  throw new Error(`No clearance original for ${price} in ${tier.tag}`);
}

/**
 * Estimated retail: what the piece costs new, always above both today's price and any original price.
 * Pieces that hold their value resell closer to retail.
 */
export function estimatedRetail(price: Cents, original: Cents | null, holdsValue: boolean, rng: Rng): Cents {
  const reference = Math.max(price, original ?? 0);
  const ratio = holdsValue ? rng.between(0.62, 0.9) : rng.between(0.32, 0.82);
  const step = reference >= 10000_00 ? 50_00 : 5_00;
  const retail = Math.ceil(reference / ratio / step) * step;
  return retail > reference ? retail : reference + step;
}
