import type { AppLoadContext } from "react-router";
import { PromoMessageResponse, type PromoMessage } from "@maison/contracts/content";
import { apiClient } from "../../lib/api.server.ts";

/**
 * The promo messages for a product page, list page or cart (GET /v6/shop/promo-message/). A failed
 * call shows no message rather than failing the page.
 */
export async function loadPromoMessages(
  context: AppLoadContext,
  request: Request,
  placement: "pdp" | "plp" | "cart",
  tags: readonly string[] = [],
): Promise<PromoMessage[]> {
  const query = new URLSearchParams({ placement });
  if (tags.length > 0) query.set("tags", tags.join(","));
  try {
    return (await apiClient(context, request).get(`/api/v6/shop/promo-message/?${query}`, PromoMessageResponse)).results;
  } catch {
    return [];
  }
}
