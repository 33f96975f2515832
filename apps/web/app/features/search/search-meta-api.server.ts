import type { AppLoadContext } from "react-router";
import { TrendingSearchesResponse } from "@maison/contracts/search";
import { apiClient } from "../../lib/api.server.ts";

export const TRENDING_SEARCHES_PATH = "/api/v6/meta/trending-searches/";

/** Trending searches and designers; a nicety, so a failure is logged and answered with null. */
export async function loadTrendingSearches(context: AppLoadContext, request: Request): Promise<TrendingSearchesResponse | null> {
  try {
    return await apiClient(context, request).get(TRENDING_SEARCHES_PATH, TrendingSearchesResponse);
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error("trending searches failed to load", error instanceof Error ? error.message : error);
    return null;
  }
}
