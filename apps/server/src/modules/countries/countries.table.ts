import type { Selectable } from "kysely";

/**
 * One reference rate (decision 063): how many units of `currency` one US dollar buys, as published on
 * `as_of` by `source`. Only shown as an approximate local figure beside US dollar prices; nothing is
 * charged with it. The rate is decimal text, read as a number.
 */
export interface ReferenceRateTable {
  currency: string;
  units_per_usd: string;
  as_of: string;
  source: string;
  updated_at: string;
}

export interface CountriesTables {
  reference_rates: ReferenceRateTable;
}

export type ReferenceRateRow = Selectable<ReferenceRateTable>;
