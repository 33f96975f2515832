import { foldText } from "@maison/domain/search/query-text";
import type { CatalogCollection } from "../catalog/catalog.service.ts";
import { badInput, connectionOf, listConnection, pageWindow, type PagingArgs } from "./connection.ts";
import { idOfGid, toGid } from "./shopify-gid.ts";
import { publishedStatusMatches, queryTerms } from "./simple-query.ts";
import type { StorefrontContext } from "./storefront-context.ts";
import { productOfCatalog } from "./storefront-models.ts";

/** A collection as the resolvers pass it: the catalog's collection. */
export type CollectionModel = CatalogCollection & { typename: "Collection" };

const collectionModel = (collection: CatalogCollection): CollectionModel => ({ typename: "Collection", ...collection });

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The one order the shop keeps a collection in (newest, best-selling… as the collection says), under Shopify's sort keys for it. */
const DEFAULT_ORDER_KEYS = new Set(["COLLECTION_DEFAULT", "MANUAL", "RELEVANCE"]);

/**
 * Shopify's collections query as a predicate: `title:` terms and bare words match the title, `handle:`
 * the handle, `published_status:` every listed collection (simple-query.ts); a term on another field
 * matches nothing. The terms are read and folded once per request, not once per collection: a query of
 * 300,000 characters folded for every collection held the event loop for hundreds of milliseconds
 * (issue 18's fuzz suite, its /healthz probe).
 */
function collectionQuery(query: string | null | undefined): (collection: CatalogCollection) => boolean {
  const terms = queryTerms(query);
  if (terms.some(({ field }) => field !== null && field !== "title" && field !== "handle" && field !== "published_status")) return () => false;
  if (terms.some(({ field, value }) => field === "published_status" && !publishedStatusMatches(value))) return () => false;
  const needles = terms
    .filter(({ field }) => field !== "published_status")
    .map(({ field, value }) => ({ onHandle: field === "handle", needle: foldText(value.replace(/\*$/, "")) }));
  return (collection) => needles.every(({ onHandle, needle }) => foldText(onHandle ? collection.handle : collection.title).includes(needle));
}

export async function collectionByHandle(c: StorefrontContext, handle: string): Promise<CollectionModel | null> {
  const found = await c.catalog.collection(handle);
  return found ? collectionModel(found) : null;
}

/** Visible collections whose title contains the words of a search term (predictive search). */
export async function collectionsMatching(c: StorefrontContext, term: string): Promise<CollectionModel[]> {
  const words = foldText(term).split(/\s+/).filter(Boolean);
  return (await c.catalog.collections()).filter((col) => words.every((w) => foldText(col.title).includes(w))).map(collectionModel);
}

export const collectionQueryResolvers = {
  async collection(_: unknown, args: { handle?: string | null; id?: string | null }, c: StorefrontContext): Promise<CollectionModel | null> {
    if ((args.handle == null) === (args.id == null)) throw badInput("Give exactly one of handle or id.", args.handle == null ? "handle" : "id");
    const handle = args.handle ?? idOfGid(args.id!, "Collection");
    return handle ? collectionByHandle(c, handle) : null;
  },

  collectionByHandle(_: unknown, args: { handle: string }, c: StorefrontContext): Promise<CollectionModel | null> {
    return collectionByHandle(c, args.handle);
  },

  async collections(_: unknown, args: PagingArgs & { query?: string | null; sortKey?: string | null }, c: StorefrontContext) {
    const sortKey = args.sortKey ?? "ID";
    let list = (await c.catalog.collections()).filter(collectionQuery(args.query));
    // The shop's own order is its collections' identity order; TITLE sorts by title, the others keep the shop's order.
    if (sortKey === "TITLE") list = [...list].sort((a, b) => foldText(a.title).localeCompare(foldText(b.title)));
    return listConnection(list.map(collectionModel), args);
  },
};

export const collectionTypeResolvers = {
  Collection: {
    id: (m: CollectionModel) => toGid("Collection", m.handle),
    description: (m: CollectionModel, args: { truncateAt?: number | null }) =>
      args.truncateAt != null && m.description.length > args.truncateAt ? `${m.description.slice(0, Math.max(0, args.truncateAt - 3)).trimEnd()}...` : m.description,
    descriptionHtml: (m: CollectionModel) => (m.description ? `<p>${escapeHtml(m.description)}</p>` : ""),
    image: () => null,
    onlineStoreUrl: (m: CollectionModel, _: unknown, c: StorefrontContext) => `${c.publicBaseUrl}/collections/${m.handle}`,
    seo: (m: CollectionModel) => ({ title: m.title, description: m.description || null }),
    trackingParameters: () => null,
    async products(m: CollectionModel, args: PagingArgs & { sortKey?: string | null }, c: StorefrontContext) {
      const sortKey = args.sortKey ?? "COLLECTION_DEFAULT";
      if (!DEFAULT_ORDER_KEYS.has(sortKey)) throw badInput(`A collection's products are listed in the collection's own order: sort by COLLECTION_DEFAULT, not ${sortKey}.`, "sortKey");
      const ask = async (offset: number, limit: number) => (await c.catalog.collectionPage(m.handle, { offset, limit }, c.viewer.catalog)) ?? { total: 0, products: [] };
      const backwards = args.last != null || args.reverse === true;
      const total = backwards ? (await ask(0, 0)).total : Number.POSITIVE_INFINITY;
      const window = pageWindow({ ...args, reverse: null }, total);
      // Reversed, position p of the listing is position total - 1 - p of the collection's order.
      const page = args.reverse ? await ask(Math.max(0, total - window.offset - window.limit), window.limit) : await ask(window.offset, window.limit);
      const items = page.products.map((p) => ({ position: args.reverse ? total - 1 - p.position : p.position, node: productOfCatalog(p.product) }));
      if (args.reverse) items.reverse();
      return connectionOf(items, window, page.total);
    },
  },
};
