import { CART_SDL } from "./storefront-cart-sdl.ts";
import { LOCALE_SDL } from "./storefront-locale-sdl.ts";
import { COLLECTION_SDL } from "./storefront-collection-sdl.ts";
import { CONTENT_SDL } from "./storefront-content-sdl.ts";
import { SEARCH_SDL } from "./storefront-search-sdl.ts";

/**
 * The storefront GraphQL schema: a strict subset of Shopify's Storefront API 2024-07. Every type,
 * field, argument, input field and enum value below exists in Shopify's schema with the same type and
 * nullability (test/integration/storefront-schema.test.ts checks it against Shopify's own
 * introspection), so Shopify clients and their query documents work unchanged. Interfaces are a
 * subset too: Cart implements Node but not HasMetafields, because the shop keeps no metafields.
 * This file holds the roots, the shared types and the catalog; the cart is in storefront-cart-sdl.ts,
 * countries and languages in storefront-locale-sdl.ts, the shop, its menus, pages and magazine in
 * storefront-content-sdl.ts.
 */
export const STOREFRONT_SDL = /* GraphQL */ `
schema {
  query: QueryRoot
  mutation: Mutation
}

"Contextualizes a query or mutation for a buyer's country and language. Accepted; the shop sells in USD to every country."
directive @inContext(buyer: BuyerInput, country: CountryCode, language: LanguageCode, preferredLocationId: ID) on QUERY | MUTATION

scalar DateTime
scalar Decimal
scalar HTML
scalar URL

type QueryRoot {
  article(id: ID!): Article
  articles(after: String, before: String, first: Int, last: Int, reverse: Boolean = false, sortKey: ArticleSortKeys = ID): ArticleConnection!
  blog(handle: String, id: ID): Blog
  blogs(after: String, before: String, first: Int, last: Int, reverse: Boolean = false, sortKey: BlogSortKeys = ID): BlogConnection!
  cart(id: ID!): Cart
  collection(handle: String, id: ID): Collection
  collectionByHandle(handle: String!): Collection
  collections(after: String, before: String, first: Int, last: Int, query: String, reverse: Boolean = false, sortKey: CollectionSortKeys = ID): CollectionConnection!
  menu(handle: String!): Menu
  node(id: ID!): Node
  nodes(ids: [ID!]!): [Node]!
  page(handle: String, id: ID): Page
  pages(after: String, before: String, first: Int, last: Int, query: String, reverse: Boolean = false, sortKey: PageSortKeys = ID): PageConnection!
  predictiveSearch(limit: Int, limitScope: PredictiveSearchLimitScope, query: String!, searchableFields: [SearchableField!], types: [PredictiveSearchType!], unavailableProducts: SearchUnavailableProductsType): PredictiveSearchResult
  product(handle: String, id: ID): Product
  productByHandle(handle: String!): Product
  search(after: String, before: String, first: Int, last: Int, prefix: SearchPrefixQueryType, query: String!, reverse: Boolean = false, sortKey: SearchSortKeys = RELEVANCE, types: [SearchType!], unavailableProducts: SearchUnavailableProductsType): SearchResultItemConnection!
  products(after: String, before: String, first: Int, last: Int, query: String, reverse: Boolean = false, sortKey: ProductSortKeys = ID): ProductConnection!
  shop: Shop!
}

type Mutation {
  cartAttributesUpdate(attributes: [AttributeInput!]!, cartId: ID!): CartAttributesUpdatePayload
  cartBuyerIdentityUpdate(buyerIdentity: CartBuyerIdentityInput!, cartId: ID!): CartBuyerIdentityUpdatePayload
  cartCreate(input: CartInput): CartCreatePayload
  cartDiscountCodesUpdate(cartId: ID!, discountCodes: [String!]): CartDiscountCodesUpdatePayload
  cartGiftCardCodesUpdate(cartId: ID!, giftCardCodes: [String!]!): CartGiftCardCodesUpdatePayload
  cartLinesAdd(cartId: ID!, lines: [CartLineInput!]!): CartLinesAddPayload
  cartLinesRemove(cartId: ID!, lineIds: [ID!]!): CartLinesRemovePayload
  cartLinesUpdate(cartId: ID!, lines: [CartLineUpdateInput!]!): CartLinesUpdatePayload
  cartNoteUpdate(cartId: ID!, note: String!): CartNoteUpdatePayload
}

interface Node {
  id: ID!
}

type PageInfo {
  endCursor: String
  hasNextPage: Boolean!
  hasPreviousPage: Boolean!
  startCursor: String
}

enum CurrencyCode {
  USD
}

type MoneyV2 {
  amount: Decimal!
  currencyCode: CurrencyCode!
}

type Attribute {
  key: String!
  value: String
}

input AttributeInput {
  key: String!
  value: String!
}

input BuyerInput {
  companyLocationId: ID
  customerAccessToken: String!
}

type Image {
  altText: String
  height: Int
  id: ID
  url: URL!
  width: Int
}

type ImageEdge {
  cursor: String!
  node: Image!
}

type ImageConnection {
  edges: [ImageEdge!]!
  nodes: [Image!]!
  pageInfo: PageInfo!
}

type SEO {
  description: String
  title: String
}

type SelectedOption {
  name: String!
  value: String!
}

input SelectedOptionInput {
  name: String!
  value: String!
}

"A piece's size, color or condition: one value, as the piece is its only variant (decision 071)."
type ProductOption implements Node {
  id: ID!
  name: String!
  values: [String!]!
}

enum WeightUnit {
  GRAMS
  KILOGRAMS
  OUNCES
  POUNDS
}

enum UnitPriceMeasurementMeasuredType {
  AREA
  LENGTH
  VOLUME
  WEIGHT
}

enum UnitPriceMeasurementMeasuredUnit {
  CL
  CM
  G
  KG
  L
  M
  M2
  M3
  MG
  ML
  MM
}

type UnitPriceMeasurement {
  measuredType: UnitPriceMeasurementMeasuredType
  quantityUnit: UnitPriceMeasurementMeasuredUnit
  quantityValue: Float!
  referenceUnit: UnitPriceMeasurementMeasuredUnit
  referenceValue: Int!
}

type ProductPriceRange {
  maxVariantPrice: MoneyV2!
  minVariantPrice: MoneyV2!
}

enum ProductSortKeys {
  BEST_SELLING
  CREATED_AT
  ID
  PRICE
  PRODUCT_TYPE
  RELEVANCE
  TITLE
  UPDATED_AT
  VENDOR
}

type Product implements Node {
  availableForSale: Boolean!
  compareAtPriceRange: ProductPriceRange!
  createdAt: DateTime!
  description(truncateAt: Int): String!
  descriptionHtml: HTML!
  featuredImage: Image
  handle: String!
  id: ID!
  images(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): ImageConnection!
  isGiftCard: Boolean!
  onlineStoreUrl: URL
  options(first: Int): [ProductOption!]!
  priceRange: ProductPriceRange!
  productType: String!
  publishedAt: DateTime!
  requiresSellingPlan: Boolean!
  seo: SEO!
  tags: [String!]!
  title: String!
  totalInventory: Int
  trackingParameters: String
  updatedAt: DateTime!
  variantBySelectedOptions(caseInsensitiveMatch: Boolean = false, ignoreUnknownOptions: Boolean = false, selectedOptions: [SelectedOptionInput!]!): ProductVariant
  variants(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): ProductVariantConnection!
  vendor: String!
}

type ProductEdge {
  cursor: String!
  node: Product!
}

type ProductConnection {
  edges: [ProductEdge!]!
  nodes: [Product!]!
  pageInfo: PageInfo!
}

type ProductVariant implements Node {
  availableForSale: Boolean!
  barcode: String
  compareAtPrice: MoneyV2
  currentlyNotInStock: Boolean!
  id: ID!
  image: Image
  price: MoneyV2!
  product: Product!
  quantityAvailable: Int
  requiresShipping: Boolean!
  selectedOptions: [SelectedOption!]!
  sku: String
  taxable: Boolean!
  title: String!
  unitPrice: MoneyV2
  unitPriceMeasurement: UnitPriceMeasurement
  weight: Float
  weightUnit: WeightUnit!
}

type ProductVariantEdge {
  cursor: String!
  node: ProductVariant!
}

type ProductVariantConnection {
  edges: [ProductVariantEdge!]!
  nodes: [ProductVariant!]!
  pageInfo: PageInfo!
}
${CART_SDL}
${LOCALE_SDL}
${COLLECTION_SDL}
${SEARCH_SDL}
${CONTENT_SDL}`;
