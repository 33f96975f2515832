import NAMES from "countries-list/minimal/countries.en.min.json" with { type: "json" };

/**
 * The country selector's list: every country of the `countries-list` dataset by its two-letter code and
 * English name, in alphabetical order of name, from the dataset's own minimal file (code → name, 4 KB).
 * The same codes and names as `COUNTRIES` (countries.ts) without the capitals, phone codes, languages
 * and currencies that the full dataset carries (35 KB): the selector is in every page's JavaScript
 * (decision 084).
 */
export interface CountryName {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** The English name the selector lists. */
  name: string;
}

export const COUNTRY_NAMES: readonly CountryName[] = Object.entries(NAMES as Record<string, string>)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const NAME_BY_CODE: ReadonlyMap<string, string> = new Map(COUNTRY_NAMES.map((country) => [country.code, country.name]));

/** "France" for "FR" (any case, spaces trimmed); the code itself when the dataset does not know it. */
export function countryNameOf(code: string): string {
  return NAME_BY_CODE.get(code.trim().toUpperCase()) ?? code;
}
