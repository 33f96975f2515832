/**
 * The states, provinces and territories an address picks from, for the countries whose post needs one:
 * the United States (USPS codes), Canada (Canada Post codes) and Australia (Australia Post codes).
 * Elsewhere the region is free text, and optional.
 */

export interface AddressRegion {
  /** The postal code of the region, what an address stores ("NY", "QC", "NSW"). */
  code: string;
  name: string;
}

export interface CountryRegions {
  /** What the field is called for this country. */
  label: string;
  /** The sentence when none is chosen. */
  required: string;
  regions: readonly AddressRegion[];
}

const r = (code: string, name: string): AddressRegion => ({ code, name });

/** The 50 states, the District of Columbia and the inhabited territories, as USPS abbreviates them. */
const US_STATES: readonly AddressRegion[] = [
  r("AL", "Alabama"), r("AK", "Alaska"), r("AZ", "Arizona"), r("AR", "Arkansas"), r("CA", "California"),
  r("CO", "Colorado"), r("CT", "Connecticut"), r("DE", "Delaware"), r("DC", "District of Columbia"), r("FL", "Florida"),
  r("GA", "Georgia"), r("HI", "Hawaii"), r("ID", "Idaho"), r("IL", "Illinois"), r("IN", "Indiana"),
  r("IA", "Iowa"), r("KS", "Kansas"), r("KY", "Kentucky"), r("LA", "Louisiana"), r("ME", "Maine"),
  r("MD", "Maryland"), r("MA", "Massachusetts"), r("MI", "Michigan"), r("MN", "Minnesota"), r("MS", "Mississippi"),
  r("MO", "Missouri"), r("MT", "Montana"), r("NE", "Nebraska"), r("NV", "Nevada"), r("NH", "New Hampshire"),
  r("NJ", "New Jersey"), r("NM", "New Mexico"), r("NY", "New York"), r("NC", "North Carolina"), r("ND", "North Dakota"),
  r("OH", "Ohio"), r("OK", "Oklahoma"), r("OR", "Oregon"), r("PA", "Pennsylvania"), r("RI", "Rhode Island"),
  r("SC", "South Carolina"), r("SD", "South Dakota"), r("TN", "Tennessee"), r("TX", "Texas"), r("UT", "Utah"),
  r("VT", "Vermont"), r("VA", "Virginia"), r("WA", "Washington"), r("WV", "West Virginia"), r("WI", "Wisconsin"),
  r("WY", "Wyoming"), r("AS", "American Samoa"), r("GU", "Guam"), r("MP", "Northern Mariana Islands"), r("PR", "Puerto Rico"),
  r("VI", "U.S. Virgin Islands"),
];

/** The 10 provinces and 3 territories. */
const CA_PROVINCES: readonly AddressRegion[] = [
  r("AB", "Alberta"), r("BC", "British Columbia"), r("MB", "Manitoba"), r("NB", "New Brunswick"),
  r("NL", "Newfoundland and Labrador"), r("NS", "Nova Scotia"), r("NT", "Northwest Territories"), r("NU", "Nunavut"),
  r("ON", "Ontario"), r("PE", "Prince Edward Island"), r("QC", "Quebec"), r("SK", "Saskatchewan"), r("YT", "Yukon"),
];

/** The 6 states and 2 mainland territories. */
const AU_STATES: readonly AddressRegion[] = [
  r("ACT", "Australian Capital Territory"), r("NSW", "New South Wales"), r("NT", "Northern Territory"), r("QLD", "Queensland"),
  r("SA", "South Australia"), r("TAS", "Tasmania"), r("VIC", "Victoria"), r("WA", "Western Australia"),
];

const REGIONS: Readonly<Record<string, CountryRegions>> = {
  US: { label: "State", required: "Please choose a state.", regions: US_STATES },
  CA: { label: "Province or territory", required: "Please choose a province or territory.", regions: CA_PROVINCES },
  AU: { label: "State or territory", required: "Please choose a state or territory.", regions: AU_STATES },
};

/** What a country without a list calls the field (free text, optional). */
export const FREE_REGION_LABEL = "State, province or region (optional)";

/** The list a country's addresses pick their region from, or null when the region is free text. */
export function regionsOf(countryCode: string): CountryRegions | null {
  return REGIONS[countryCode.trim().toUpperCase()] ?? null;
}

/**
 * The region code an address stores for what was typed or picked ("ny", "New York" → "NY"), or null
 * when the country has a list and the value is not on it. Free-text countries keep the value as typed.
 */
export function normalizeRegion(countryCode: string, value: string): string | null {
  const list = regionsOf(countryCode);
  const typed = value.trim();
  if (!list) return typed;
  const wanted = typed.toLowerCase();
  return list.regions.find((region) => region.code.toLowerCase() === wanted || region.name.toLowerCase() === wanted)?.code ?? null;
}

/** The postal code's name and rule where the country's post has one (US ZIP codes: 5 digits, or ZIP+4). */
export function postalCodeRule(countryCode: string): { label: string; pattern: RegExp | null; message: string } {
  if (countryCode.trim().toUpperCase() === "US") {
    return { label: "ZIP code", pattern: /^\d{5}(-\d{4})?$/, message: "Please enter a 5-digit ZIP code." };
  }
  return { label: "Postal code", pattern: null, message: "Please enter a postal code." };
}
