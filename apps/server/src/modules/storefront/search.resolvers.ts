import { badInput, connectionOf, pageWindow, type PagingArgs } from "./connection.ts";
import { collectionsMatching } from "./collection.resolvers.ts";
import { ProductQueryError } from "./product-search-query.ts";
import type { ProductPage } from "./storefront-catalog.service.ts";
import type { StorefrontContext } from "./storefront-context.ts";
import { productOfCatalog, type ProductModel } from "./storefront-models.ts";

/**
 * Shopify's `search` and `predictiveSearch` over the shop's pieces (and, for predictive search, its
 * collections). The shop has no articles or pages in this API, so those types find nothing. The term
 * is read with the products query's syntax (free words match title, designer and type; `vendor:` and
 * the other fields work too); `unavailableProducts: HIDE` keeps sold pieces out.
 */
type SearchType = "ARTICLE" | "PAGE" | "PRODUCT";

/** Shopify's bounds for predictiveSearch's limit. */
export const PREDICTIVE_LIMIT = { min: 1, max: 10, default: 10 } as const;

function productQuery(term: string, unavailable: string | null | undefined): string | null {
  const text = term.trim();
  if (unavailable !== "HIDE") return text || null;
  return text ? `(${text}) AND available_for_sale:true` : "available_for_sale:true";
}

async function productPage(c: StorefrontContext, request: { query: string | null; sortKey: "PRICE" | "RELEVANCE"; reverse: boolean; offset: number; limit: number }): Promise<ProductPage> {
  try {
    return await c.catalog.page(request, c.viewer.catalog);
  } catch (error) {
    if (error instanceof ProductQueryError) throw badInput(error.message, "query");
    throw error;
  }
}

const EMPTY = { edges: [], nodes: [], totalCount: 0, pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } };

export const searchQueryResolvers = {
  async search(
    _: unknown,
    args: PagingArgs & { query: string; types?: SearchType[] | null; sortKey?: string | null; unavailableProducts?: string | null },
    c: StorefrontContext,
  ) {
    const types = args.types ?? ["ARTICLE", "PAGE", "PRODUCT"];
    if (!types.includes("PRODUCT")) {
      pageWindow({ ...args, reverse: null }, 0);
      return EMPTY;
    }
    const query = productQuery(args.query, args.unavailableProducts);
    const sortKey = args.sortKey === "PRICE" ? "PRICE" : "RELEVANCE";
    const reverse = args.reverse ?? false;
    const total = args.last == null ? Number.POSITIVE_INFINITY : (await productPage(c, { query, sortKey, reverse, offset: 0, limit: 0 })).total;
    const window = pageWindow({ ...args, reverse: null }, total);
    const page = await productPage(c, { query, sortKey, reverse, offset: window.offset, limit: window.limit });
    return { ...connectionOf(page.products.map((p) => ({ position: p.position, node: productOfCatalog(p.product) })), window, page.total), totalCount: page.total };
  },

  async predictiveSearch(
    _: unknown,
    args: { query: string; limit?: number | null; limitScope?: "ALL" | "EACH" | null; types?: string[] | null; unavailableProducts?: string | null },
    c: StorefrontContext,
  ) {
    const limit = args.limit ?? PREDICTIVE_LIMIT.default;
    if (limit < PREDICTIVE_LIMIT.min || limit > PREDICTIVE_LIMIT.max) throw badInput(`limit must be between ${PREDICTIVE_LIMIT.min} and ${PREDICTIVE_LIMIT.max}.`, "limit");
    const types = new Set(args.types ?? ["ARTICLE", "COLLECTION", "PAGE", "PRODUCT", "QUERY"]);
    const term = args.query.trim();
    if (!term) return { articles: [], collections: [], pages: [], products: [], queries: [] };
    const products: ProductModel[] = types.has("PRODUCT")
      ? (await productPage(c, { query: productQuery(term, args.unavailableProducts), sortKey: "RELEVANCE", reverse: false, offset: 0, limit })).products.map((p) => productOfCatalog(p.product))
      : [];
    const matching = types.has("COLLECTION") || types.has("QUERY") ? await collectionsMatching(c, term) : [];
    const collections = types.has("COLLECTION") ? matching.slice(0, limit) : [];
    // Suggested searches: the titles of the collections the term starts, the completion marked as Shopify marks it.
    const queries = types.has("QUERY")
      ? matching
          .filter((col) => col.title.toLowerCase().startsWith(term.toLowerCase()))
          .slice(0, limit)
          .map((col) => ({ text: col.title.toLowerCase(), styledText: `${col.title.slice(0, term.length).toLowerCase()}<mark>${col.title.slice(term.length).toLowerCase()}</mark>`, trackingParameters: null }))
      : [];
    if (args.limitScope !== "ALL") return { articles: [], collections, pages: [], products, queries };
    // ALL: the limit covers every type together, products first.
    let left = limit;
    const take = <T>(list: T[]) => {
      const taken = list.slice(0, left);
      left -= taken.length;
      return taken;
    };
    return { articles: [], pages: [], products: take(products), collections: take(collections), queries: take(queries) };
  },
};
