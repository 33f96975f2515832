/**
 * Search and predictive search as Shopify's Storefront API 2024-07 has them (see storefront-sdl.ts):
 * over the shop's pieces, its collections, its published pages and the Editorial magazine's articles
 * (Article, Blog and Page are in storefront-content-sdl.ts).
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
