import { callApi } from "../../lib/browser-api.ts";
import { apiMessage } from "../identity/api-message.ts";

export const SAVED_SEARCH_API = "/api/v6/my-account/saved-search/";
export const savedSearchPath = (id: string) => `${SAVED_SEARCH_API}${encodeURIComponent(id)}/`;

export type SaveSearchOutcome = { ok: true } | { ok: false; status: number; message: string };

/** Saves a list or search page for the signed-in shopper (POST /v6/my-account/saved-search/ {bc_url, search_text}). */
export async function saveSearch(bcUrl: string, searchText: string): Promise<SaveSearchOutcome> {
  const result = await callApi("POST", SAVED_SEARCH_API, { bc_url: bcUrl, search_text: searchText });
  // The contract (and zod with it) loads with the first answer, not with the page (decision 045).
  const { SavedSearch } = await import("@maison/contracts/saved-searches");
  if (result.ok && SavedSearch.safeParse(result.body).success) return { ok: true };
  if (!result.ok) console.error(`Save Search failed: ${result.status}`);
  return { ok: false, status: result.status, message: apiMessage(result.body) ?? "Something went wrong, please try again later." };
}
