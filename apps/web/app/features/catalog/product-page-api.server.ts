import type { AppLoadContext } from "react-router";
import { RecentlyViewedResponse } from "@maison/contracts/account-lists";
import { CarouselResponse, ProductExtraResponse } from "@maison/contracts/catalog";
import { FinancingEstimateResponse } from "@maison/contracts/financing";
import { apiClient, type ResponseSchema } from "../../lib/api.server.ts";

/**
 * The product page's companions, each a nicety the page stands without: the carousels, the extra
 * data (VIP preview), the financing estimate and the signed-in shopper's recently viewed pieces.
 * A failure is logged with its label and answered with null (spec 2 §8).
 */
export function productPageApi(context: AppLoadContext, request: Request) {
  const client = apiClient(context, request);
  const optional = async <T>(label: string, path: string, schema: ResponseSchema<T>): Promise<T | null> => {
    try {
      return await client.get(path, schema);
    } catch (error) {
      if (request.signal.aborted) throw error;
      console.error(`${label} failed to load`, error instanceof Error ? error.message : error);
      return null;
    }
  };
  const id = (productId: string) => encodeURIComponent(productId);
  return {
    similarItems: (productId: string) => optional("Similar Items", `/api/v6/shop/similar-items/product/${id(productId)}/?with_vip_preview=1`, CarouselResponse),
    othersYouMayLike: (productId: string) =>
      optional("Others You May Like", `/api/v6/shop/other-you-may-like/product/${id(productId)}/?with_vip_preview=1`, CarouselResponse),
    extra: (productId: string) => optional("Product extra data", `/api/v6/shop/extra/${id(productId)}/`, ProductExtraResponse),
    financing: (price: number) => optional("Financing estimate", `/api/v6/financing/estimate/?amount=${price}`, FinancingEstimateResponse),
    recentlyViewed: (productId: string) =>
      optional("Recently Viewed", `/api/v6/shop/recently-viewed/?exclude=${id(productId)}`, RecentlyViewedResponse),
  };
}
