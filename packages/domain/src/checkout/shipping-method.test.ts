import { describe, expect, it } from "vitest";
import type { TierKey } from "../membership/tier.ts";
import {
  availableShippingMethods,
  deliveryEstimate,
  INTERNATIONAL,
  INTERNATIONAL_DESTINATIONS,
  internationalDestination,
  needsShipping,
  shippingPriceCents,
  tierGrantsFreeShipping,
  US_EXPEDITED,
  US_STANDARD,
} from "./shipping-method.ts";

const quote = (countryCode: string, extra: Partial<{ isMember: boolean; tierKey: TierKey | null; merchandiseCents: number; hasExotic: boolean }> = {}) =>
  availableShippingMethods({ countryCode, isMember: false, merchandiseCents: 1000_00, hasExotic: false, ...extra });

describe("shipping methods (spec 2 §9)", () => {
  it("US: Standard 6-9 days $20 and Expedited 3-5 days $50", () => {
    const { options, refusal } = quote("US");
    expect(refusal).toBeNull();
    expect(options.map((o) => [o.handle, o.priceCents, deliveryEstimate(o)])).toEqual([
      ["us-standard", 20_00, "6-9 business days"],
      ["us-expedited", 50_00, "3-5 business days"],
    ]);
  });

  it("US Standard is free for members; Expedited stays $50", () => {
    const { options } = quote("us", { isMember: true });
    expect(options.map((o) => o.priceCents)).toEqual([0, 50_00]);
  });

  it("tiers whose benefits grant free shipping (Silver, Gold, Diamond) get US Standard free; Expedited stays $50", () => {
    for (const tierKey of ["silver", "gold", "diamond"] as const) {
      expect(quote("US", { tierKey }).options.map((o) => [o.handle, o.priceCents])).toEqual([
        ["us-standard", 0],
        ["us-expedited", 50_00],
      ]);
    }
  });

  it("tiers without free shipping, and visitors, pay $20 for US Standard", () => {
    for (const tierKey of ["new", "shopper", "bronze", null] as const) {
      expect(quote("US", { tierKey }).options[0]).toMatchObject({ handle: "us-standard", priceCents: 20_00 });
    }
    expect(quote("US").options[0]!.priceCents).toBe(20_00);
  });

  it("the free-shipping tier benefit never makes International free", () => {
    expect(quote("FR", { tierKey: "diamond" }).options.map((o) => o.priceCents)).toEqual([75_00]);
  });

  it("prices each method for a member, a free-shipping tier and everyone else", () => {
    expect(tierGrantsFreeShipping("silver")).toBe(true);
    expect(tierGrantsFreeShipping("bronze")).toBe(false);
    expect(tierGrantsFreeShipping(null)).toBe(false);
    expect([US_STANDARD, US_EXPEDITED, INTERNATIONAL].map((m) => shippingPriceCents(m, { isMember: true }))).toEqual([0, 50_00, 75_00]);
    expect([US_STANDARD, US_EXPEDITED, INTERNATIONAL].map((m) => shippingPriceCents(m, { isMember: false, tierKey: "gold" }))).toEqual([0, 50_00, 75_00]);
    expect([US_STANDARD, US_EXPEDITED, INTERNATIONAL].map((m) => shippingPriceCents(m, { isMember: false, tierKey: "bronze" }))).toEqual([20_00, 50_00, 75_00]);
  });

  it("exotic skins still ship within the US", () => {
    expect(quote("US", { hasExotic: true }).options).toHaveLength(2);
  });

  it("International is $75 (7-10 days) with the country's duties fee shown in its currency", () => {
    const { options } = quote("AU");
    expect(options).toEqual([
      { handle: "international", title: "International", minDays: 7, maxDays: 10, priceCents: 75_00, dutiesFee: { currency: "AUD", minor: 150_00 } },
    ]);
    expect(quote("AU", { isMember: true }).options[0]!.priceCents).toBe(75_00);
  });

  it("holds the spec's fee and limit table", () => {
    expect(INTERNATIONAL_DESTINATIONS.map((d) => [d.name, d.feeCurrency, d.feeMinor / 100, d.limitCents / 100])).toEqual([
      ["Australia", "AUD", 150, 3600],
      ["Canada", "CAD", 75, 3300],
      ["United Kingdom", "GBP", 75, 2000],
      ["Romania", "RON", 550, 3000],
      ["France", "EUR", 75, 2400],
      ["Germany", "EUR", 85, 2400],
      ["Italy", "EUR", 60, 2400],
      ["Switzerland", "CHF", 90, 2500],
      ["Sweden", "SEK", 1145, 24700],
    ]);
  });

  it("exotic skins are never shipped internationally", () => {
    const { options, refusal } = quote("FR", { hasExotic: true });
    expect(options).toEqual([]);
    expect(refusal).toEqual({ code: "exotic_not_shipped_internationally", message: "Items made of exotic skins can only ship within the United States." });
  });

  it("an order up to the country's limit ships; one cent more does not", () => {
    const uk = internationalDestination("gb")!;
    expect(quote("GB", { merchandiseCents: uk.limitCents }).options).toHaveLength(1);
    const over = quote("GB", { merchandiseCents: uk.limitCents + 1 });
    expect(over.options).toEqual([]);
    expect(over.refusal).toEqual({ code: "over_international_limit", message: "Orders above $2,000 cannot ship to United Kingdom." });
  });

  it("countries outside the table are not shipped to", () => {
    expect(quote("JP")).toEqual({ options: [], refusal: { code: "country_not_shipped", message: "We do not ship to this country yet." } });
  });
});

describe("needsShipping", () => {
  it("only catalog pieces travel: a membership-only cart ships nothing", () => {
    expect(needsShipping(["membership"])).toBe(false);
    expect(needsShipping(["zero_cost", "membership"])).toBe(false);
    expect(needsShipping(["product", "shipping_protection", "membership"])).toBe(true);
  });
});
