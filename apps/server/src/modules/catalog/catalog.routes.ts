import { z } from "zod";
import {
  CollectionParams,
  DesignerListResponse,
  ProductHandleParams,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
} from "@maison/contracts/catalog";
import { ErrorBody } from "@maison/contracts/error";
import { FilteredProductListQuery, hasListFilters } from "@maison/contracts/search";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { CatalogService } from "./catalog.service.ts";
import type { FilteredListSource } from "./filtered-list-source.ts";
import { viewerOf } from "./product-mapper.ts";
import { assertMayBrowseCollection } from "./wholesale-gate.ts";
import { countryCurrency } from "@maison/domain/content/country-currency";
import { requestCountryCode } from "../../http/request-country.ts";

/** Catalog reads under /api: the list call of spec 2 §7 (GET /v6/shop/product/), products, designers. */
export async function catalogRoutes(
  api: ApiInstance,
  catalog: CatalogService,
  lists: FilteredListSource,
): Promise<void> {
  api.get(
    "/v6/shop/product/",
    {
      schema: {
        tags: ["catalog"],
        summary: "A page of product cards from a collection (page size 48); with filters, answered by the search engine.",
        querystring: FilteredProductListQuery,
        response: { 200: ProductListResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      assertMayBrowseCollection(request.query.collection, viewerOf(request.principal));
      return hasListFilters(request.query)
        ? lists.listProductsFor({ ...request.query, currency: request.query.currency ?? countryCurrency(requestCountryCode(request)).currency }, request.principal)
        : catalog.listProducts(request.query, viewerOf(request.principal));
    },
  );

  api.get(
    "/v6/shop/product/:handle/",
    {
      schema: {
        tags: ["catalog"],
        summary: "One product, normalised.",
        params: ProductHandleParams,
        response: { 200: ProductResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({ product: await catalog.getProduct(request.params.handle, viewerOf(request.principal)) }),
  );

  api.get(
    "/v6/collections/:handle/",
    {
      schema: {
        tags: ["catalog"],
        summary: "A collection's first page, by handle (alias of the list call).",
        params: CollectionParams,
        querystring: ProductListQuery.omit({ collection: true }),
        response: { 200: ProductListResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      assertMayBrowseCollection(request.params.handle, viewerOf(request.principal));
      return catalog.listProducts({ ...request.query, collection: request.params.handle }, viewerOf(request.principal));
    },
  );

  api.get(
    "/v6/designers/",
    {
      schema: {
        tags: ["catalog"],
        summary: "Every designer with how many items are listed.",
        querystring: z.object({}).strict(),
        response: { 200: DesignerListResponse },
      },
    },
    async () => catalog.listDesigners(),
  );
}
