import { describe, expect, it } from "vitest";
import { shippingToCountry } from "./shipping-to-country.ts";

describe("shipping to the selected country (spec 2 §9)", () => {
  it("says nothing at home", () => {
    expect(shippingToCountry({ code: "US", name: "United States" }, { priceCents: 1_480_00, isExotic: true })).toEqual({ kind: "home" });
  });
  it("gives the International method, the duties fee and the limit of a table country", () => {
    expect(shippingToCountry({ code: "fr", name: "France" }, { priceCents: 1_480_00, isExotic: false })).toEqual({
      kind: "international",
      countryName: "France",
      minDays: 7,
      maxDays: 10,
      priceCents: 75_00,
      dutiesFee: { currency: "EUR", minor: 75_00 },
      limitCents: 2_400_00,
    });
    expect(shippingToCountry({ code: "SE", name: "Sweden" }, { priceCents: 1_000_00, isExotic: false })).toMatchObject({ dutiesFee: { currency: "SEK", minor: 1_145_00 }, limitCents: 24_700_00 });
  });
  it("flags an exotic skin abroad, a price above the country's limit, and a country outside the table", () => {
    expect(shippingToCountry({ code: "FR", name: "France" }, { priceCents: 1_480_00, isExotic: true })).toMatchObject({ kind: "refused", code: "exotic_not_shipped_internationally" });
    expect(shippingToCountry({ code: "FR", name: "France" }, { priceCents: 2_400_01, isExotic: false })).toMatchObject({
      kind: "refused",
      code: "over_international_limit",
      message: "Orders above $2,400 cannot ship to France.",
    });
    expect(shippingToCountry({ code: "JP", name: "Japan" }, { priceCents: 100_00, isExotic: false })).toEqual({
      kind: "refused",
      countryName: "Japan",
      code: "country_not_shipped",
      message: "We do not ship to Japan yet.",
    });
  });
});
