import type { SelectedCountryResponse } from "@maison/contracts/country";

/** The United States in US dollars: what a page shows if the country call fails (prices are in dollars anyway). */
export const HOME_SELECTION: SelectedCountryResponse = {
  country: { country_code: "US", name: "United States", currency: "USD", is_international: false, is_usd_international: false },
  reference_rate: null,
};

/**
 * Where to go back to after picking a country: a path of this site ("/products/x?y"), never another
 * site ("//evil.example", "https://…"); anything else is the home page.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value.length > 2000 ? "/" : value;
}
