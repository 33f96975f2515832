import { badInput, connectionOf, pageWindow, type PagingArgs } from "./connection.ts";
import { collectionsMatching } from "./collection.resolvers.ts";
import { articlesMatching, pagesMatching, type ArticleModel, type PageModel } from "./content.resolvers.ts";
import { ProductQueryError } from "./product-search-query.ts";
import type { ProductPage } from "./storefront-catalog.service.ts";
import type { StorefrontContext } from "./storefront-context.ts";
import { productOfCatalog, type ProductModel } from "./storefront-models.ts";

/**
 * Shopify's `search` and `predictiveSearch` over the shop's pieces, its published pages and the
 * Editorial magazine's articles (and, for predictive search, its collections). The term is read for
 * pieces with the products query's syntax (free words match title, designer and type; `vendor:` and
 * the other fields work too; `unavailableProducts: HIDE` keeps sold pieces out); a page or an article
 * matches when its title or summary holds every word of the term. Asked for several types, `search`
 * lists the pieces first, then the pages, then the articles.
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

export const searchQueryResolvers = {
  async search(
    _: unknown,
    args: PagingArgs & { query: string; types?: SearchType[] | null; sortKey?: string | null; unavailableProducts?: string | null },
    c: StorefrontContext,
  ) {
    const types = args.types ?? ["ARTICLE", "PAGE", "PRODUCT"];
    const term = args.query.trim();
    const [pages, articles] = await Promise.all([
      types.includes("PAGE") && term ? pagesMatching(c, term) : Promise.resolve([]),
      types.includes("ARTICLE") && term ? articlesMatching(c, term) : Promise.resolve([]),
    ]);
    const content: Array<PageModel | ArticleModel> = [...pages, ...articles];
    if (args.reverse) content.reverse();
    if (!types.includes("PRODUCT")) {
      const window = pageWindow({ ...args, reverse: null }, content.length);
      const items = content.slice(window.offset, window.offset + window.limit).map((node, n) => ({ position: window.offset + n, node }));
      return { ...connectionOf(items, window, content.length), totalCount: content.length };
    }
    const query = productQuery(args.query, args.unavailableProducts);
    const sortKey = args.sortKey === "PRICE" ? "PRICE" : "RELEVANCE";
    const reverse = args.reverse ?? false;
    // Reversed, the content comes first and the pieces after it.
    const before = reverse ? content.length : 0;
    const productTotal = args.last == null ? null : (await productPage(c, { query, sortKey, reverse, offset: 0, limit: 0 })).total;
    const window = pageWindow({ ...args, reverse: null }, productTotal === null ? Number.POSITIVE_INFINITY : productTotal + content.length);
    const from = Math.max(0, window.offset - before);
    const upTo = Math.max(0, window.offset + window.limit - before);
    const page = await productPage(c, { query, sortKey, reverse, offset: from, limit: upTo - from });
    const total = page.total + content.length;
    // The content's positions: after the pieces, or first when reversed.
    const contentFrom = reverse ? 0 : page.total;
    const items = [
      ...page.products.map((p) => ({ position: before + p.position, node: productOfCatalog(p.product) as ProductModel | PageModel | ArticleModel })),
      ...content.map((node, n) => ({ position: contentFrom + n, node })),
    ]
      .filter((item) => item.position >= window.offset && item.position < window.offset + window.limit)
      .sort((a, b) => a.position - b.position);
    return { ...connectionOf(items, window, total), totalCount: total };
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
    const [pages, articles] = await Promise.all([
      types.has("PAGE") ? pagesMatching(c, term) : Promise.resolve([]),
      types.has("ARTICLE") ? articlesMatching(c, term) : Promise.resolve([]),
    ]);
    if (args.limitScope !== "ALL") return { articles: articles.slice(0, limit), collections, pages: pages.slice(0, limit), products, queries };
    // ALL: the limit covers every type together, products first, then collections, queries, pages and articles.
    let left = limit;
    const take = <T>(list: T[]) => {
      const taken = list.slice(0, left);
      left -= taken.length;
      return taken;
    };
    return { products: take(products), collections: take(collections), queries: take(queries), pages: take(pages), articles: take(articles) };
  },
};
