import type { Cents } from "./cents.ts";

/**
 * Reference rates (decision 063): how many units of a currency one US dollar buys on a given day,
 * used only to show an approximate local figure beside a US dollar price. Nothing is ever charged
 * in the local currency.
 */
export interface ReferenceRates {
  /** The publication day, YYYY-MM-DD. */
  asOf: string;
  /** Where the figures come from, in words ("European Central Bank euro reference rates"). */
  source: string;
  /** Units of each currency per US dollar, by ISO 4217 code; USD itself is not listed. */
  perUsd: Readonly<Record<string, number>>;
}

export class ReferenceRateParseError extends Error {}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Reads the European Central Bank's daily reference file (eurofxref-daily.xml: units per euro) into
 * units per US dollar: each currency's rate over the dollar's, and the euro as one over the dollar's.
 * Only the first day of the file is read; entries that do not read are skipped; a file without a day
 * or without the dollar is refused.
 */
export function parseEcbReferenceRates(xml: string, source = "European Central Bank euro foreign exchange reference rates"): ReferenceRates {
  const day = /<Cube\s+time=['"]([^'"]+)['"]\s*>([\s\S]*?)<\/Cube>/.exec(xml);
  if (!day || !DAY.test(day[1]!)) throw new ReferenceRateParseError("The reference file names no day.");
  const perEuro = new Map<string, number>();
  for (const entry of day[2]!.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]\s*\/>/g)) {
    const rate = Number(entry[2]);
    if (Number.isFinite(rate) && rate > 0) perEuro.set(entry[1]!, rate);
  }
  const dollar = perEuro.get("USD");
  if (!dollar) throw new ReferenceRateParseError("The reference file holds no US dollar rate.");
  const perUsd: Record<string, number> = { EUR: 1 / dollar };
  for (const [currency, rate] of perEuro) if (currency !== "USD") perUsd[currency] = rate / dollar;
  return { asOf: day[1]!, source, perUsd };
}

/** A US dollar amount in another currency, in whole units, rounded: the figure is approximate by nature. */
export function approximateLocalUnits(usdCents: Cents, unitsPerUsd: number): number {
  return Math.round((usdCents / 100) * unitsPerUsd);
}
