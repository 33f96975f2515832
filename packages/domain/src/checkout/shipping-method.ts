import { HOME_COUNTRY } from "../content/home-country.ts";
import type { Cents } from "../money/cents.ts";
import { TIER_BENEFITS, type TierKey } from "../membership/tier.ts";

/** The three ways an order ships (spec 2 §9). */
export const SHIPPING_METHOD_HANDLES = ["us-standard", "us-expedited", "international"] as const;
export type ShippingMethodHandle = (typeof SHIPPING_METHOD_HANDLES)[number];

export interface ShippingMethodDefinition {
  handle: ShippingMethodHandle;
  title: string;
  /** Business days, as the spec states them. */
  minDays: number;
  maxDays: number;
  /** What the shopper pays for the method; US Standard is free for members and for tiers with free shipping. */
  priceCents: Cents;
  memberPriceCents: Cents;
  domestic: boolean;
}

/** US Standard (6-9 business days): free for members and free-shipping tiers, $20 otherwise (spec 2 §9, spec 2 §1 perks). */
export const US_STANDARD: ShippingMethodDefinition = {
  handle: "us-standard",
  title: "US Standard",
  minDays: 6,
  maxDays: 9,
  priceCents: 20_00,
  memberPriceCents: 0,
  domestic: true,
};

/** US Expedited (3-5 business days): $50 for everyone (spec 2 §9). */
export const US_EXPEDITED: ShippingMethodDefinition = {
  handle: "us-expedited",
  title: "US Expedited",
  minDays: 3,
  maxDays: 5,
  priceCents: 50_00,
  memberPriceCents: 50_00,
  domestic: true,
};

/** International (7-10 business days): $75, taxes and customs excluded (spec 2 §9). */
export const INTERNATIONAL: ShippingMethodDefinition = {
  handle: "international",
  title: "International",
  minDays: 7,
  maxDays: 10,
  priceCents: 75_00,
  memberPriceCents: 75_00,
  domestic: false,
};

export const SHIPPING_METHODS: readonly ShippingMethodDefinition[] = [US_STANDARD, US_EXPEDITED, INTERNATIONAL];

/**
 * Where we ship abroad, with the per-country duties fee (in the country's currency, shown to the
 * shopper and paid to the carrier on delivery, never charged by us) and the order limit (spec 2 §9).
 * The limit is the largest merchandise value, in US dollars after discounts, that may ship there
 * (decision 021).
 */
export interface InternationalDestination {
  countryCode: string;
  name: string;
  feeCurrency: string;
  /** In the minor unit of feeCurrency (all of these have two decimals). */
  feeMinor: number;
  limitCents: Cents;
}

const destination = (countryCode: string, name: string, feeCurrency: string, fee: number, limitUsd: number): InternationalDestination => ({
  countryCode,
  name,
  feeCurrency,
  feeMinor: fee * 100,
  limitCents: limitUsd * 100,
});

export const INTERNATIONAL_DESTINATIONS: readonly InternationalDestination[] = [
  destination("AU", "Australia", "AUD", 150, 3600),
  destination("CA", "Canada", "CAD", 75, 3300),
  destination("GB", "United Kingdom", "GBP", 75, 2000),
  destination("RO", "Romania", "RON", 550, 3000),
  destination("FR", "France", "EUR", 75, 2400),
  destination("DE", "Germany", "EUR", 85, 2400),
  destination("IT", "Italy", "EUR", 60, 2400),
  destination("CH", "Switzerland", "CHF", 90, 2500),
  destination("SE", "Sweden", "SEK", 1145, 24700),
];

export function internationalDestination(countryCode: string): InternationalDestination | null {
  const upper = countryCode.trim().toUpperCase();
  return INTERNATIONAL_DESTINATIONS.find((d) => d.countryCode === upper) ?? null;
}

/** The countries an address may be in: the home country and the international destinations. */
export const SHIPPABLE_COUNTRIES: readonly string[] = [HOME_COUNTRY, ...INTERNATIONAL_DESTINATIONS.map((d) => d.countryCode)];

/** What decides which methods an order may use. */
export interface ShippingQuoteInput {
  countryCode: string;
  isMember: boolean;
  /**
   * The buyer's spend tier (decision 028); a tier whose benefits grant free shipping gets US Standard
   * free (spec 2 §1 perks: free shipping and returns). Absent or null for visitors.
   */
  tierKey?: TierKey | null;
  /** Merchandise value after discounts, in cents (compared with the country's limit). */
  merchandiseCents: Cents;
  /** True when any item is an exotic skin (spec 2 §9: never shipped internationally). */
  hasExotic: boolean;
}

export interface ShippingOption {
  handle: ShippingMethodHandle;
  title: string;
  minDays: number;
  maxDays: number;
  priceCents: Cents;
  /** The destination's duties fee shown beside International; null for US methods. */
  dutiesFee: { currency: string; minor: number } | null;
}

export type ShippingRefusal =
  | { code: "country_not_shipped"; message: string }
  | { code: "exotic_not_shipped_internationally"; message: string }
  | { code: "over_international_limit"; message: string };

export const SHIPPING_MESSAGES = {
  countryNotShipped: "We do not ship to this country yet.",
  exoticNotShippedInternationally: "Items made of exotic skins can only ship within the United States.",
  overInternationalLimit: (name: string, limitCents: Cents) =>
    `Orders above $${(limitCents / 100).toLocaleString("en-US")} cannot ship to ${name}.`,
  methodUnavailable: "This shipping method is not available for this order.",
} as const;

/** Who pays for shipping: a member, and the spend tier whose benefits may include free shipping. */
export interface ShippingBuyer {
  isMember: boolean;
  tierKey?: TierKey | null;
}

/** Whether the buyer's tier grants free US Standard shipping (TIER_BENEFITS.freeShipping). */
export function tierGrantsFreeShipping(tierKey: TierKey | null | undefined): boolean {
  return tierKey ? TIER_BENEFITS[tierKey].freeShipping : false;
}

/**
 * What `buyer` pays for `method`: members pay the member price (US Standard free); a tier with free
 * shipping makes US Standard free too. Expedited and International are never free.
 */
export function shippingPriceCents(method: ShippingMethodDefinition, buyer: ShippingBuyer): Cents {
  if (buyer.isMember) return method.memberPriceCents;
  if (method.handle === "us-standard" && tierGrantsFreeShipping(buyer.tierKey)) return 0;
  return method.priceCents;
}

const option = (method: ShippingMethodDefinition, buyer: ShippingBuyer, dutiesFee: ShippingOption["dutiesFee"] = null): ShippingOption => ({
  handle: method.handle,
  title: method.title,
  minDays: method.minDays,
  maxDays: method.maxDays,
  priceCents: shippingPriceCents(method, buyer),
  dutiesFee,
});

/**
 * The shipping methods an order may use at an address: US Standard and Expedited at home;
 * International to the table's countries, never with exotic skins and never above the country's
 * limit. Returns the options, or why nothing can ship.
 */
export function availableShippingMethods(input: ShippingQuoteInput): { options: ShippingOption[]; refusal: ShippingRefusal | null } {
  const country = input.countryCode.trim().toUpperCase();
  const buyer: ShippingBuyer = { isMember: input.isMember, tierKey: input.tierKey ?? null };
  if (country === HOME_COUNTRY) return { options: [option(US_STANDARD, buyer), option(US_EXPEDITED, buyer)], refusal: null };
  const destination = internationalDestination(country);
  if (!destination) return { options: [], refusal: { code: "country_not_shipped", message: SHIPPING_MESSAGES.countryNotShipped } };
  if (input.hasExotic) {
    return { options: [], refusal: { code: "exotic_not_shipped_internationally", message: SHIPPING_MESSAGES.exoticNotShippedInternationally } };
  }
  if (input.merchandiseCents > destination.limitCents) {
    return {
      options: [],
      refusal: { code: "over_international_limit", message: SHIPPING_MESSAGES.overInternationalLimit(destination.name, destination.limitCents) },
    };
  }
  return { options: [option(INTERNATIONAL, buyer, { currency: destination.feeCurrency, minor: destination.feeMinor })], refusal: null };
}

/** "6-9 business days". */
export function deliveryEstimate(option: { minDays: number; maxDays: number }): string {
  return `${option.minDays}-${option.maxDays} business days`;
}

/**
 * Whether an order needs shipping at all: only catalog pieces travel. A cart holding only a
 * membership (or the zero-cost item) asks for no address and no method and pays no shipping.
 */
export function needsShipping(lineKinds: readonly string[]): boolean {
  return lineKinds.includes("product");
}
