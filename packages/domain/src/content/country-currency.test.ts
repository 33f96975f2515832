import { describe, expect, it } from "vitest";
import { countryCurrency } from "./country-currency.ts";

describe("country currency", () => {
  it("shops in US dollars at home", () => {
    expect(countryCurrency("us")).toEqual({ country_code: "US", currency: "USD", is_international: false, is_usd_international: false });
  });
  it("shows a local currency where we ship with a local fee (spec 2 §9)", () => {
    expect(countryCurrency("GB").currency).toBe("GBP");
    expect(countryCurrency("DE")).toMatchObject({ currency: "EUR", is_international: true, is_usd_international: false });
  });
  it("uses US dollars for every other country and for missing codes", () => {
    expect(countryCurrency("JP")).toEqual({ country_code: "JP", currency: "USD", is_international: true, is_usd_international: true });
    expect(countryCurrency(undefined).country_code).toBe("US");
    expect(countryCurrency("not a country").country_code).toBe("US");
  });
});
