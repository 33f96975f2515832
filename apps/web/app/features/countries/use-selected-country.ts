import { useRouteLoaderData } from "react-router";
import type { SelectedCountryResponse } from "@maison/contracts/country";
import { HOME_SELECTION } from "./country-selection.ts";

/** What the root loader adds for countries: the selected country and its currency's reference rate. */
export interface CountryRootData {
  country: SelectedCountryResponse;
}

/** The selected country on any page (the root loader's), the United States when there is none. */
export function useSelectedCountry(): SelectedCountryResponse {
  const data = useRouteLoaderData("root") as Partial<CountryRootData> | undefined;
  return data?.country ?? HOME_SELECTION;
}
