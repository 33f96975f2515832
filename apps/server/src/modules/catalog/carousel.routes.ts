import { z } from "zod";
import { CarouselQuery, CarouselResponse, ProductIdParams } from "@maison/contracts/catalog";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { CarouselService } from "./carousel.service.ts";
import { viewerOf } from "./product-mapper.ts";

/** The carousels of spec 2 §7: Similar Items and Others You May Like on the product page, the new-arrivals pop-up. */
export async function carouselRoutes(api: ApiInstance, carousels: CarouselService): Promise<void> {
  const carousel = { params: ProductIdParams, querystring: CarouselQuery, response: { 200: CarouselResponse, 400: ErrorBody, 404: ErrorBody } };

  api.get(
    "/v6/shop/similar-items/product/:id/",
    { schema: { tags: ["catalog"], summary: "Similar Items: same category and item type, near the price.", ...carousel } },
    async (request) => carousels.similarItems(request.params.id, request.query.with_vip_preview === "1", viewerOf(request.principal)),
  );

  api.get(
    "/v6/shop/other-you-may-like/product/:id/",
    { schema: { tags: ["catalog"], summary: "Others You May Like: same category, other designers, popular first.", ...carousel } },
    async (request) => carousels.othersYouMayLike(request.params.id, request.query.with_vip_preview === "1", viewerOf(request.principal)),
  );

  api.get(
    "/v6/shop/new-arrivals-pop-up/",
    {
      schema: {
        tags: ["catalog"],
        summary: "The newest 20 new arrivals for sale (general view unless the viewer has early access).",
        querystring: z.object({}).strict(),
        response: { 200: CarouselResponse },
      },
    },
    async (request) => carousels.newArrivalsPopUp(viewerOf(request.principal)),
  );
}
