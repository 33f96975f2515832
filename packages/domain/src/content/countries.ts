import { countries as DATASET } from "countries-list";

/**
 * Every country the storefront knows, from the maintained `countries-list` dataset (ISO 3166-1 codes,
 * English names, ISO 4217 currencies): about 250 places (spec 1 §9 "about 240 countries mapped to
 * currency"). Nothing here is typed by hand; an update of the package updates the list.
 */
export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** The English name the selector lists. */
  name: string;
  /** The dataset's currencies, the legal tender first (ISO 4217). */
  currencies: readonly string[];
}

/** The list in alphabetical order of name, as the selector shows it. */
export const COUNTRIES: readonly Country[] = Object.entries(DATASET)
  .map(([code, entry]) => ({ code, name: entry.name, currencies: [...entry.currency] }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The country with this two-letter code (any case, spaces trimmed), or null for a code the dataset does not hold. */
export function countryByCode(code: string | null | undefined): Country | null {
  const upper = (code ?? "").trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? (BY_CODE.get(upper) ?? null) : null;
}

/** "France" for "FR"; the code itself when the dataset does not know it. */
export function countryNameOf(code: string): string {
  return countryByCode(code)?.name ?? code;
}
