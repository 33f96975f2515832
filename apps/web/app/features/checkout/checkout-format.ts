import { brandOf, cardNumberGroups } from "@maison/domain/checkout/payment-card";
import { INTERNATIONAL_DESTINATIONS } from "@maison/domain/checkout/shipping-method";
import { HOME_COUNTRY } from "@maison/domain/content/home-country";

/** How the checkout and order pages write money, cards and delivery windows. Money arrives in cents. */

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$1,250.00": checkout totals show cents, since discounts and fees can carry them. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** "−$50.00" for an amount taken off (a discount, a gift card), with a true minus sign. */
export function formatDeduction(cents: number): string {
  return `\u2212${formatCents(Math.abs(cents))}`;
}

/** A shipping price: "Free" when nothing is charged. */
export function formatShippingPrice(cents: number): string {
  return cents === 0 ? "Free" : formatCents(cents);
}

const BRAND_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  american_express: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/** "Visa ending in 4242": the only part of a card we ever show again. */
export function describeCard(brand: string, last4: string): string {
  const name = BRAND_NAMES[brand.toLowerCase()] ?? (brand.trim() === "" ? "Card" : brand);
  return `${name} ending in ${last4}`;
}

export { formatForeignFee } from "./foreign-fee.ts";

export interface CardExpiry {
  month: number;
  year: number;
}

/**
 * Reads an expiry as people type it ("04/28", "4 / 2028", "0428") into a month and a four-digit
 * year; null when it is not a date at all. Whether it has passed is the gateway's to say.
 */
export function parseCardExpiry(input: string): CardExpiry | null {
  const digits = input.replace(/\s+/g, "");
  const match = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(digits.includes("/") ? digits : digits.replace(/^(\d{2})(\d{2,4})$/, "$1/$2"));
  if (!match) return null;
  const month = Number(match[1]);
  const rawYear = match[2] ?? "";
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The longest card number there is: 19 digits. */
const CARD_NUMBER_MAX_DIGITS = 19;

/** A card number as it is typed: digits only, in the groups its brand prints (4-6-5 for Amex, else fours). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, CARD_NUMBER_MAX_DIGITS);
  const groups: string[] = [];
  let at = 0;
  for (const size of cardNumberGroups(brandOf(digits))) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) groups.push(digits.slice(at));
  return groups.join(" ");
}

/**
 * An expiry as it is typed, "MM / YY": a first digit above 1 can only be a month, so it becomes "0d";
 * the separator appears with the first digit of the year, so deleting it leaves the month alone.
 */
export function formatCardExpiry(input: string): string {
  let digits = input.replace(/\D/g, "");
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** A security code as it is typed: up to 4 digits. */
export function formatCardCvc(input: string): string {
  return input.replace(/\D/g, "").slice(0, 4);
}

/** Where the caret goes in `formatted` to stand after the same `digits` digits it stood after before formatting. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen++;
    if (seen === digits) return i + 1;
  }
  return formatted.length;
}

/** A card number without the spaces and dashes people type between its groups. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]+/g, "");
}

/** The countries an address may be in, home first, with the names the address form lists. */
export const SHIPPING_COUNTRIES: readonly { code: string; name: string }[] = [
  { code: HOME_COUNTRY, name: "United States" },
  ...INTERNATIONAL_DESTINATIONS.map((d) => ({ code: d.countryCode, name: d.name })),
];

/** "France" for "FR"; the code itself for a country outside the list. */
export function countryName(code: string): string {
  return SHIPPING_COUNTRIES.find((country) => country.code === code.toUpperCase())?.name ?? code;
}

/** "Jane Doe, 12 Rue de Rivoli, Paris 75001, France": one line for a saved address or a review. */
export function addressLines(address: {
  first_name: string;
  last_name: string;
  address1: string;
  address2?: string | null | undefined;
  city: string;
  province?: string | null | undefined;
  zip: string;
  country_code?: string | null | undefined;
}): string[] {
  const name = `${address.first_name} ${address.last_name}`.trim();
  const street = [address.address1, address.address2].filter((part) => part && part.trim() !== "").join(", ");
  const town = [address.city, [address.province, address.zip].filter((part) => part && part.trim() !== "").join(" ")]
    .filter((part) => part && part.trim() !== "")
    .join(", ");
  return [name, street, town, countryName(address.country_code ?? "")].filter((line) => line.trim() !== "");
}
