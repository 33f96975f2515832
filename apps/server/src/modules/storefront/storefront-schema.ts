import { createSchema } from "graphql-yoga";
import { EDITORIAL } from "@maison/domain/content/house";
import type { GraphQLSchema } from "graphql";
import { cartMutationResolvers, cartQueryResolvers, cartTypeResolvers, openCart } from "./cart.resolvers.ts";
import { productQueryResolvers, productTypeResolvers } from "./product.resolvers.ts";
import { collectionByHandle, collectionQueryResolvers, collectionTypeResolvers, type CollectionModel } from "./collection.resolvers.ts";
import { searchQueryResolvers } from "./search.resolvers.ts";
import { articleById, contentQueryResolvers, contentTypeResolvers, EDITORIAL_BLOG, pageById, type ArticleModel, type BlogModel, type PageModel } from "./content.resolvers.ts";
import { menuQueryResolvers, menuTypeResolvers } from "./menu.resolvers.ts";
import { shopQueryResolvers, shopTypeResolvers } from "./shop.resolvers.ts";
import { parseGid } from "./shopify-gid.ts";
import type { StorefrontContext } from "./storefront-context.ts";
import { productOfCatalog, variantOfCatalog, type NodeModel } from "./storefront-models.ts";
import { cart202501Resolvers } from "./cart-2025-01.resolvers.ts";
import { STOREFRONT_SDL } from "./storefront-sdl.ts";
import { STOREFRONT_SDL_2025_01 } from "./storefront-sdl-2025-01.ts";

/** The Storefront API versions this server speaks, each at /api/<version>/graphql(.json). */
export const STOREFRONT_API_VERSIONS = ["2024-07", "2025-01"] as const;
export type StorefrontApiVersion = (typeof STOREFRONT_API_VERSIONS)[number];

type AnyNode = NodeModel | CollectionModel | PageModel | ArticleModel | BlogModel;

/** Objects by gid, in the order asked, null for unknown ids (Shopify's `nodes`). */
async function nodes(_: unknown, args: { ids: string[] }, c: StorefrontContext): Promise<Array<AnyNode | null>> {
  const parsed = args.ids.map((id) => parseGid(id));
  const idsOf = (type: string) => parsed.flatMap((p) => (p?.type === type ? [p.id] : []));
  const [products, variants, carts, collections, pages, articles] = await Promise.all([
    c.catalog.byIds(idsOf("Product"), c.viewer.catalog),
    c.catalog.byVariantIds(idsOf("ProductVariant"), c.viewer.catalog),
    Promise.all(idsOf("Cart").map(async (token) => [token, await openCart(c, token)] as const)),
    Promise.all(idsOf("Collection").map(async (handle) => [handle, await collectionByHandle(c, handle)] as const)),
    Promise.all(idsOf("Page").map(async (id) => [id, await pageById(c, id)] as const)),
    Promise.all(idsOf("Article").map(async (id) => [id, await articleById(c, id)] as const)),
  ]);
  const cartByToken = new Map(carts);
  const collectionByHandleOf = new Map(collections);
  const pageOf = new Map(pages);
  const articleOf = new Map(articles);
  return parsed.map((p): AnyNode | null => {
    if (p?.type === "Collection") return collectionByHandleOf.get(p.id) ?? null;
    if (p?.type === "Page") return pageOf.get(p.id) ?? null;
    if (p?.type === "Article") return articleOf.get(p.id) ?? null;
    if (p?.type === "Blog") return p.id === EDITORIAL.handle ? EDITORIAL_BLOG : null;
    if (p?.type === "Product") {
      const product = products.get(p.id);
      return product ? productOfCatalog(product) : null;
    }
    if (p?.type === "ProductVariant") {
      const product = variants.get(p.id);
      return product ? variantOfCatalog(product) : null;
    }
    if (p?.type === "Cart") {
      const view = cartByToken.get(p.id);
      return view ? { typename: "Cart", view } : null;
    }
    return null;
  });
}

const typename = (model: { typename: string }) => model.typename;

/** One object by gid (Shopify's `node`), as `nodes` finds it. */
async function node(_: unknown, args: { id: string }, c: StorefrontContext) {
  return (await nodes(_, { ids: [args.id] }, c))[0] ?? null;
}

/**
 * The executable storefront schema of one API version: Shopify's 2024-07 SDL subset with its
 * resolvers, or the same with the 2025-01 additions and theirs (decision 081).
 */
export function createStorefrontSchema(version: StorefrontApiVersion = "2024-07"): GraphQLSchema {
  if (version === "2024-07") return createSchema<StorefrontContext>({ typeDefs: STOREFRONT_SDL, resolvers: BASE_RESOLVERS });
  return createSchema<StorefrontContext>({ typeDefs: STOREFRONT_SDL_2025_01, resolvers: [BASE_RESOLVERS, cart202501Resolvers] });
}

const BASE_RESOLVERS = {
  QueryRoot: {
    ...cartQueryResolvers,
    ...productQueryResolvers,
    ...collectionQueryResolvers,
    ...searchQueryResolvers,
    ...contentQueryResolvers,
    ...menuQueryResolvers,
    ...shopQueryResolvers,
    nodes,
    node,
  },
  Mutation: cartMutationResolvers,
  ...productTypeResolvers,
  ...cartTypeResolvers,
  ...collectionTypeResolvers,
  ...contentTypeResolvers,
  ...menuTypeResolvers,
  ...shopTypeResolvers,
  SearchResultItem: { __resolveType: typename },
  Node: { __resolveType: typename },
  BaseCartLine: { __resolveType: typename },
  Merchandise: { __resolveType: typename },
  CartDiscountAllocation: { __resolveType: (a: { __typename: string }) => a.__typename },
  DisplayableError: { __resolveType: () => "CartUserError" },
};
