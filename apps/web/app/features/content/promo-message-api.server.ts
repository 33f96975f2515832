import type { AppLoadContext } from "react-router";
import { PromoMessageResponse, type PromoMessage } from "@maison/contracts/content";
import { apiClient } from "../../lib/api.server.ts";
import { paidCampaignOfRequest, PROMO_MESSAGE_PATH, promoMessageQuery } from "./promo-message-campaign.ts";

/**
 * The promo messages for a product page, list page or cart (GET /v6/shop/promo-message/), with the
 * paid-promo flag of a paid-campaign landing or of the session's cookie. A failed call shows no
 * message rather than failing the page.
 */
export async function loadPromoMessages(
  context: AppLoadContext,
  request: Request,
  placement: "pdp" | "plp" | "cart",
  tags: readonly string[] = [],
): Promise<PromoMessage[]> {
  const query = promoMessageQuery(placement, tags, paidCampaignOfRequest(request));
  try {
    return (await apiClient(context, request).get(`${PROMO_MESSAGE_PATH}?${query}`, PromoMessageResponse)).results;
  } catch {
    return [];
  }
}
