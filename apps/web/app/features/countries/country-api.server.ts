import type { AppLoadContext } from "react-router";
import { SelectedCountryResponse } from "@maison/contracts/country";
import { apiClient } from "../../lib/api.server.ts";
import { HOME_SELECTION } from "./country-selection.ts";

/** The request's country (picked, else its header, else the US) and the reference rate of its currency. */
export async function loadSelectedCountry(context: AppLoadContext, request: Request): Promise<SelectedCountryResponse> {
  try {
    return await apiClient(context, request).get("/api/v6/country/", SelectedCountryResponse);
  } catch {
    return HOME_SELECTION;
  }
}
