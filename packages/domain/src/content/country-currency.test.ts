import { describe, expect, it } from "vitest";
import { COUNTRIES, countryByCode, countryNameOf } from "./countries.ts";
import { selectedCountryCode } from "./country-selection.ts";
import { COUNTRY_CURRENCIES, countryCurrency, REFERENCE_CURRENCIES } from "./country-currency.ts";

describe("the country list (spec 1 §9: about 240 countries mapped to currency)", () => {
  it("holds every country of the dataset, by name, each once", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(COUNTRIES.length).toBeLessThanOrEqual(255);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(countryNameOf("FR")).toBe("France");
    expect(countryNameOf("JP")).toBe("Japan");
    expect(countryByCode(" gb ")?.name).toBe("United Kingdom");
    expect(countryByCode("ZZ")).toBeNull();
  });
  it("maps every country to a currency, many to USD", () => {
    expect(Object.keys(COUNTRY_CURRENCIES)).toHaveLength(COUNTRIES.length);
    const usd = Object.values(COUNTRY_CURRENCIES).filter((currency) => currency === "USD").length;
    expect(usd).toBeGreaterThan(100);
    for (const currency of Object.values(COUNTRY_CURRENCIES)) expect(currency === "USD" || REFERENCE_CURRENCIES.includes(currency)).toBe(true);
  });
});

describe("country currency", () => {
  it("shops in US dollars at home", () => {
    expect(countryCurrency("us")).toEqual({ country_code: "US", currency: "USD", is_international: false, is_usd_international: false });
  });
  it("shows the local currency where a reference rate exists", () => {
    expect(countryCurrency("GB").currency).toBe("GBP");
    expect(countryCurrency("FR")).toEqual({ country_code: "FR", currency: "EUR", is_international: true, is_usd_international: false });
    expect(countryCurrency("DE")).toMatchObject({ currency: "EUR", is_international: true, is_usd_international: false });
    expect(countryCurrency("CH").currency).toBe("CHF");
    expect(countryCurrency("JP").currency).toBe("JPY");
    expect(countryCurrency("SE").currency).toBe("SEK");
  });
  it("uses US dollars where the dollar is legal tender, where no reference rate exists, and for missing codes", () => {
    expect(countryCurrency("EC")).toEqual({ country_code: "EC", currency: "USD", is_international: true, is_usd_international: true });
    expect(countryCurrency("PA").currency).toBe("USD");
    expect(countryCurrency("PR").currency).toBe("USD");
    expect(countryCurrency("VN")).toMatchObject({ currency: "USD", is_usd_international: true });
    expect(countryCurrency("NG").currency).toBe("USD");
    expect(countryCurrency(undefined).country_code).toBe("US");
    expect(countryCurrency("not a country").country_code).toBe("US");
    expect(countryCurrency("ZZ").country_code).toBe("US");
  });
});

describe("the selected country", () => {
  it("is the picked one, else the request's header, else the United States", () => {
    expect(selectedCountryCode("fr", "DE")).toBe("FR");
    expect(selectedCountryCode(null, "de")).toBe("DE");
    expect(selectedCountryCode("ZZ", "not a country")).toBe("US");
    expect(selectedCountryCode(undefined, undefined)).toBe("US");
  });
});
