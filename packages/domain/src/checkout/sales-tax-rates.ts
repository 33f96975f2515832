/**
 * The built-in sales-tax rate dataset (decision 044). Rates are in thousandths of a percent
 * (6.875 % → 6875), so every rate in force is a whole number.
 *
 * State rates: the statewide rate of each of the 50 states and the District of Columbia in force on
 * 1 January 2024, as tabulated by the Tax Foundation, "State and Local Sales Tax Rates, 2024"
 * (Jared Walczak, 2024; https://taxfoundation.org/publications/state-and-local-sales-tax-rates/), which
 * follows each state's department of revenue. As there, the mandatory statewide local add-ons are part
 * of the state rate: California 7.25 % (1 % local), Utah 6.10 % (1.25 %), Virginia 5.30 % (1 %).
 * Alaska, Delaware, Montana, New Hampshire and Oregon levy no statewide sales tax.
 *
 * Delivery charges: `taxesShipping` is true where the state taxes a separately stated delivery
 * charge on a taxable sale of goods by the seller (our reading of each state's rule, summarised in
 * decision 044); shipping protection is a delivery charge and follows the same rule.
 *
 * Local rates: a compact table of three-digit ZIP prefixes that lie wholly inside one local taxing
 * area, with the local rate (city, county and transit districts) on top of the state's, as in force on
 * 1 January 2024 (each city's or state's published rate). Every other ZIP code is taxed at the state
 * rate alone: the built-in calculator under-collects local tax there, which the Stripe Tax adapter
 * (exact per address) does not.
 *
 * Maintained by hand: when a rate changes, change the row and `SALES_TAX_RATES_AS_OF`, and the test
 * beside this file that quotes it.
 */

/** The day the rates below were in force. */
export const SALES_TAX_RATES_AS_OF = "2024-01-01";

export interface StateSalesTax {
  name: string;
  /** Thousandths of a percent. */
  rate: number;
  taxesShipping: boolean;
}

const s = (name: string, rate: number, taxesShipping: boolean): StateSalesTax => ({ name, rate, taxesShipping });

/** The 50 states and the District of Columbia, by USPS code. */
export const US_STATE_SALES_TAX: Readonly<Record<string, StateSalesTax>> = {
  AL: s("Alabama", 4000, false),
  AK: s("Alaska", 0, false),
  AZ: s("Arizona", 5600, false),
  AR: s("Arkansas", 6500, true),
  CA: s("California", 7250, false),
  CO: s("Colorado", 2900, false),
  CT: s("Connecticut", 6350, true),
  DE: s("Delaware", 0, false),
  DC: s("District of Columbia", 6000, true),
  FL: s("Florida", 6000, false),
  GA: s("Georgia", 4000, true),
  HI: s("Hawaii", 4000, true),
  ID: s("Idaho", 6000, false),
  IL: s("Illinois", 6250, false),
  IN: s("Indiana", 7000, true),
  IA: s("Iowa", 6000, false),
  KS: s("Kansas", 6500, true),
  KY: s("Kentucky", 6000, true),
  LA: s("Louisiana", 4450, false),
  ME: s("Maine", 5500, false),
  MD: s("Maryland", 6000, false),
  MA: s("Massachusetts", 6250, false),
  MI: s("Michigan", 6000, true),
  MN: s("Minnesota", 6875, true),
  MS: s("Mississippi", 7000, true),
  MO: s("Missouri", 4225, false),
  MT: s("Montana", 0, false),
  NE: s("Nebraska", 5500, true),
  NV: s("Nevada", 6850, false),
  NH: s("New Hampshire", 0, false),
  NJ: s("New Jersey", 6625, true),
  NM: s("New Mexico", 4875, true),
  NY: s("New York", 4000, true),
  NC: s("North Carolina", 4750, true),
  ND: s("North Dakota", 5000, true),
  OH: s("Ohio", 5750, true),
  OK: s("Oklahoma", 4500, false),
  OR: s("Oregon", 0, false),
  PA: s("Pennsylvania", 6000, true),
  RI: s("Rhode Island", 7000, true),
  SC: s("South Carolina", 6000, true),
  SD: s("South Dakota", 4200, true),
  TN: s("Tennessee", 7000, true),
  TX: s("Texas", 6250, true),
  UT: s("Utah", 6100, false),
  VT: s("Vermont", 6000, true),
  VA: s("Virginia", 5300, false),
  WA: s("Washington", 6500, true),
  WV: s("West Virginia", 6000, true),
  WI: s("Wisconsin", 5000, true),
  WY: s("Wyoming", 4000, false),
};

export interface LocalSalesTax {
  /** The state the prefix belongs to: a ZIP given with another state is not matched. */
  state: string;
  /** Where the rate applies, as the breakdown may name it. */
  area: string;
  /** Thousandths of a percent, on top of the state rate. */
  rate: number;
}

const NEW_YORK_CITY: LocalSalesTax = { state: "NY", area: "New York City", rate: 4875 };

/** Three-digit ZIP prefixes wholly inside one local taxing area. */
export const ZIP3_LOCAL_SALES_TAX: Readonly<Record<string, LocalSalesTax>> = {
  // New York City: 4.5 % city + 0.375 % Metropolitan Commuter Transportation District = 8.875 % in all.
  "100": NEW_YORK_CITY, // Manhattan
  "101": NEW_YORK_CITY,
  "102": NEW_YORK_CITY,
  "103": NEW_YORK_CITY, // Staten Island
  "104": NEW_YORK_CITY, // the Bronx
  "111": NEW_YORK_CITY, // Long Island City (Queens)
  "112": NEW_YORK_CITY, // Brooklyn
  "113": NEW_YORK_CITY, // Flushing (Queens)
  "114": NEW_YORK_CITY, // Jamaica (Queens)
  "116": NEW_YORK_CITY, // Far Rockaway (Queens)
  // Chicago: 1.25 % city + 1.75 % Cook County + 1 % Regional Transportation Authority = 10.25 % in all.
  "606": { state: "IL", area: "Chicago", rate: 4000 },
  // Philadelphia: 2 % local = 8 % in all.
  "191": { state: "PA", area: "Philadelphia", rate: 2000 },
  // San Francisco: 1.375 % of district taxes = 8.625 % in all.
  "941": { state: "CA", area: "San Francisco", rate: 1375 },
  // Clark County (Las Vegas, Henderson, North Las Vegas): 1.525 % = 8.375 % in all.
  "889": { state: "NV", area: "Clark County", rate: 1525 },
  "890": { state: "NV", area: "Clark County", rate: 1525 },
  "891": { state: "NV", area: "Clark County", rate: 1525 },
};
