import type { AppLoadContext } from "react-router";
import { CarouselResponse, DesignerListResponse, ProductListResponse, ProductResponse } from "@maison/contracts/catalog";
import type { ListSort } from "@maison/domain/catalog/sort";
import { apiClient } from "../../lib/api.server.ts";

export interface ProductListParams {
  collection: string;
  page?: number;
  limit?: number;
  sort?: ListSort;
}

/** The catalog calls the web app makes, one function per REST endpoint. */
export function catalogApi(context: AppLoadContext, request: Request) {
  const client = apiClient(context, request);
  return {
    listProducts({ collection, page, limit, sort }: ProductListParams) {
      const query = new URLSearchParams({ collection });
      if (page !== undefined) query.set("page", String(page));
      if (limit !== undefined) query.set("limit", String(limit));
      if (sort) query.set("sort", sort);
      return client.get(`/api/v6/shop/product/?${query}`, ProductListResponse);
    },
    /**
     * The home page's new arrivals: spec 1 §7's homepage carousel query (the newest 20 for sale; the
     * general view unless the viewer may shop the VIP preview).
     */
    async newArrivals() {
      const { products } = await client.get("/api/v6/shop/new-arrivals-pop-up/", CarouselResponse);
      return products;
    },
    async getProduct(handle: string) {
      const { product } = await client.get(`/api/v6/shop/product/${encodeURIComponent(handle)}/`, ProductResponse);
      return product;
    },
    async listDesigners() {
      const { designers } = await client.get("/api/v6/designers/", DesignerListResponse);
      return designers;
    },
  };
}
