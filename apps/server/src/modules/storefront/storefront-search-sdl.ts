/**
 * Search and predictive search as Shopify's Storefront API 2024-07 has them (see storefront-sdl.ts).
 * The shop publishes no blog and no online-store pages through this API: Article, Blog and Page exist
 * so that clients' documents (the Hydrogen skeleton's search route) are valid, and searches for them
 * find nothing.
 */
export const SEARCH_SDL = /* GraphQL */ `
enum SearchType {
  ARTICLE
  PAGE
  PRODUCT
}

enum SearchSortKeys {
  PRICE
  RELEVANCE
}

enum SearchUnavailableProductsType {
  HIDE
  LAST
  SHOW
}

enum SearchPrefixQueryType {
  LAST
  NONE
}

enum PredictiveSearchLimitScope {
  ALL
  EACH
}

enum PredictiveSearchType {
  ARTICLE
  COLLECTION
  PAGE
  PRODUCT
  QUERY
}

enum SearchableField {
  AUTHOR
  BODY
  PRODUCT_TYPE
  TAG
  TITLE
  VARIANTS_BARCODE
  VARIANTS_SKU
  VARIANTS_TITLE
  VENDOR
}

type Blog implements Node {
  handle: String!
  id: ID!
  title: String!
}

type Article implements Node {
  blog: Blog!
  handle: String!
  id: ID!
  image: Image
  publishedAt: DateTime!
  title: String!
  trackingParameters: String
}

type Page implements Node {
  body: HTML!
  createdAt: DateTime!
  handle: String!
  id: ID!
  title: String!
  trackingParameters: String
  updatedAt: DateTime!
}

union SearchResultItem = Article | Page | Product

type SearchResultItemEdge {
  cursor: String!
  node: SearchResultItem!
}

type SearchResultItemConnection {
  edges: [SearchResultItemEdge!]!
  nodes: [SearchResultItem!]!
  pageInfo: PageInfo!
  totalCount: Int!
}

type SearchQuerySuggestion {
  styledText: String!
  text: String!
  trackingParameters: String
}

type PredictiveSearchResult {
  articles: [Article!]!
  collections: [Collection!]!
  pages: [Page!]!
  products: [Product!]!
  queries: [SearchQuerySuggestion!]!
}
`;
