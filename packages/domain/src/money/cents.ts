/** Money is integer cents everywhere inside Maison; these helpers are the only conversions. */
export type Cents = number;

/** Whole dollars from cents, rounded down: the spec shows list prices as whole numbers. */
export function centsToWholeDollars(cents: Cents): number {
  return Math.floor(cents / 100);
}

/** Cents from a whole-dollar amount. */
export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$1,250" — whole-dollar display used on cards and product pages. */
export function formatWholeUsd(cents: Cents): string {
  return usd.format(centsToWholeDollars(cents));
}

/** "1250.00" — the decimal string the storefront wire format uses for amounts. */
export function centsToDecimalString(cents: Cents): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
