import { formatWholeUsd } from "@maison/domain/money/cents";

/** "$2,160.50" with cents when there are any, "$2,160" otherwise: loan figures are exact. */
export function formatLoanAmount(cents: number): string {
  if (cents % 100 === 0) return formatWholeUsd(cents);
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}

/** "April 30, 2026" in New York time, or a dash. */
export function formatLoanDate(iso: string | null): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/New_York" }).format(new Date(iso));
}
