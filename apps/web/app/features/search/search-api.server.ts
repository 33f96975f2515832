import type { AppLoadContext } from "react-router";
import { SearchResponse, type SearchRequest } from "@maison/contracts/search";
import { apiClient } from "../../lib/api.server.ts";

export const SEARCH_API_PATH = "/api/v6/search/";

/**
 * POST /v6/search/ for a page's loader. A failure is logged and answered with null, so the page
 * falls back (spec 2 §8) instead of failing; an aborted request (the shopper moved on) rethrows.
 */
export async function searchProducts(context: AppLoadContext, request: Request, body: SearchRequest): Promise<SearchResponse | null> {
  try {
    return await apiClient(context, request).post(SEARCH_API_PATH, body, SearchResponse);
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error("search failed", error instanceof Error ? error.message : error);
    return null;
  }
}
