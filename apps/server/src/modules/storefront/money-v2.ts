import type { Cents } from "@maison/domain/money/cents";

export interface MoneyV2 {
  amount: string;
  currencyCode: "USD";
}

/**
 * Shopify's Decimal as the Storefront API writes it: at least one decimal place, no trailing zeros
 * beyond it ("749.0", "12.5", "12.34", "-3.0").
 */
export function decimalOfCents(cents: Cents): string {
  if (!Number.isInteger(cents)) throw new Error(`Money must be integer cents, got ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  if (fraction === 0) return `${sign}${whole}.0`;
  return `${sign}${whole}.${String(fraction).padStart(2, "0").replace(/0$/, "")}`;
}

/** MoneyV2 from integer cents; the shop sells in US dollars. */
export function moneyV2(cents: Cents): MoneyV2 {
  return { amount: decimalOfCents(cents), currencyCode: "USD" };
}
