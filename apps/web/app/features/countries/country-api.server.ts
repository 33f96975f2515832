import type { AppLoadContext } from "react-router";
import { SelectedCountryResponse } from "@maison/contracts/country";
import { apiClient } from "../../lib/api.server.ts";
import { HOME_SELECTION } from "./country-selection.ts";

/** The request's country (picked, else its header, else the US) and the reference rate of its currency. */
export async function loadSelectedCountry(context: AppLoadContext, request: Request): Promise<SelectedCountryResponse> {
  try {
    return await apiClient(context, request).get("/api/v6/country/", SelectedCountryResponse);
  } catch (error) {
    // Prices are in dollars anyway: a page without its local figures beats no page.
    if (request.signal.aborted) throw error;
    console.error("country failed", error instanceof Error ? error.message : error);
    return HOME_SELECTION;
  }
}
