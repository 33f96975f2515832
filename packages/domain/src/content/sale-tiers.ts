import type { Cents } from "../money/cents.ts";

/** One step of a sale: so much off an order whose items come to at least so much. */
export interface SaleTier {
  minSubtotalCents: Cents;
  amountOffCents: Cents;
}

/** A dated sale (stored as data): its steps apply automatically to every cart while it runs. */
export interface Sale {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  tiers: readonly SaleTier[];
}

/** Spec 2 §9, the homepage sale tiers: $30 off $500+, $60 off $1,000+, $125 off $2,000+, $250 off $3,500+. */
export const HOMEPAGE_SALE_TIERS: readonly SaleTier[] = [
  { minSubtotalCents: 500_00, amountOffCents: 30_00 },
  { minSubtotalCents: 1_000_00, amountOffCents: 60_00 },
  { minSubtotalCents: 2_000_00, amountOffCents: 125_00 },
  { minSubtotalCents: 3_500_00, amountOffCents: 250_00 },
];

/** Whether the sale runs at `now`: from its start (inclusive) to its end (exclusive). */
export function isSaleRunning(sale: Pick<Sale, "startsAt" | "endsAt">, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(sale.startsAt) <= at && at < Date.parse(sale.endsAt);
}

/** The step an items' subtotal reaches (the highest threshold at or below it), or null below the first. */
export function saleTierFor(subtotalCents: Cents, tiers: readonly SaleTier[]): SaleTier | null {
  let reached: SaleTier | null = null;
  for (const tier of tiers) if (subtotalCents >= tier.minSubtotalCents && (!reached || tier.minSubtotalCents > reached.minSubtotalCents)) reached = tier;
  return reached;
}

/** The sale's discount on an items' subtotal, never above the subtotal. */
export function saleDiscountCents(subtotalCents: Cents, tiers: readonly SaleTier[]): Cents {
  const tier = saleTierFor(subtotalCents, tiers);
  return tier ? Math.min(tier.amountOffCents, subtotalCents) : 0;
}

/** Problems of sale steps as data: positive whole cents, thresholds above the amount off, no threshold twice. */
export function saleTierProblems(tiers: readonly SaleTier[]): string[] {
  const problems: string[] = [];
  if (tiers.length === 0) problems.push("A sale needs at least one tier.");
  const seen = new Set<number>();
  for (const tier of tiers) {
    if (!Number.isInteger(tier.minSubtotalCents) || !Number.isInteger(tier.amountOffCents) || tier.amountOffCents <= 0) problems.push("Amounts are positive whole cents.");
    else if (tier.amountOffCents > tier.minSubtotalCents) problems.push("A tier never takes off more than its threshold.");
    if (seen.has(tier.minSubtotalCents)) problems.push("Each threshold appears once.");
    seen.add(tier.minSubtotalCents);
  }
  return problems;
}
