import type { ReferenceRate } from "@maison/contracts/country";
import { approximateLocalUnits } from "@maison/domain/money/reference-rate";

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "narrowSymbol", maximumFractionDigits: 0, minimumFractionDigits: 0 });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** "€1,302": a US dollar amount in the rate's currency, whole units (the figure is approximate; nothing is charged in it). */
export function formatApproximateLocal(usdCents: number, rate: ReferenceRate): string {
  return formatterFor(rate.currency).format(approximateLocalUnits(usdCents, rate.units_per_usd));
}

/** "24 September 2026": a rate's publication day as the price note names it. */
export function formatRateDay(asOf: string): string {
  const date = new Date(`${asOf}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return asOf;
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
