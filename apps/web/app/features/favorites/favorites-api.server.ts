import type { AppLoadContext } from "react-router";
import { FavoriteIdsResponse } from "@maison/contracts/favorites";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { FAVORITES_API } from "./favorites-paths.ts";

/**
 * What the signed-in shopper favors (GET /v6/favorites/), for the hearts of every page. A failure
 * only costs the filled hearts, so it is logged and the page goes on.
 */
export async function loadFavoriteIds(context: AppLoadContext, request: Request): Promise<string[]> {
  try {
    const response = await context.api(FAVORITES_API.favorites, { method: "GET", headers: credentialHeaders(request), signal: request.signal });
    if (!response.ok) {
      if (response.status !== 401 && response.status !== 403) console.error(`GET ${FAVORITES_API.favorites} answered ${response.status}`);
      return [];
    }
    return FavoriteIdsResponse.parse(await response.json()).product_ids;
  } catch (error) {
    console.error("favorites failed to load", error);
    return [];
  }
}
