import { z } from "zod";
import { ProductExtraResponse, ProductIdParams } from "@maison/contracts/catalog";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { ProductExtraService } from "./product-extra.service.ts";
import { viewerOf } from "./product-mapper.ts";

/** GET /v6/shop/extra/{id}/ (spec 2 §7): the product page's extra data. */
export async function productExtraRoutes(api: ApiInstance, extras: ProductExtraService): Promise<void> {
  api.get(
    "/v6/shop/extra/:id/",
    {
      schema: {
        tags: ["catalog"],
        summary: "Breadcrumbs, restrictions, reference-price display and VIP preview access for a product page.",
        params: ProductIdParams,
        querystring: z.object({}).strict(),
        response: { 200: ProductExtraResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => extras.extra(request.params.id, viewerOf(request.principal)),
  );
}
