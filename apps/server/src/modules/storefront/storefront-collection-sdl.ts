/**
 * Collections as Shopify's Storefront API 2024-07 has them (see storefront-sdl.ts): the shop's
 * collection pages (navigation, categories, designers) with their pieces.
 */
export const COLLECTION_SDL = /* GraphQL */ `
enum CollectionSortKeys {
  ID
  RELEVANCE
  TITLE
  UPDATED_AT
}

enum ProductCollectionSortKeys {
  BEST_SELLING
  COLLECTION_DEFAULT
  CREATED
  ID
  MANUAL
  PRICE
  RELEVANCE
  TITLE
}

type Collection implements Node {
  description(truncateAt: Int): String!
  descriptionHtml: HTML!
  handle: String!
  id: ID!
  image: Image
  onlineStoreUrl: URL
  products(after: String, before: String, first: Int, last: Int, reverse: Boolean = false, sortKey: ProductCollectionSortKeys = COLLECTION_DEFAULT): ProductConnection!
  seo: SEO!
  title: String!
  trackingParameters: String
  updatedAt: DateTime!
}

type CollectionEdge {
  cursor: String!
  node: Collection!
}

type CollectionConnection {
  edges: [CollectionEdge!]!
  nodes: [Collection!]!
  pageInfo: PageInfo!
}
`;
