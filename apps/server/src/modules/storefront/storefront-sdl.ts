import { LOCALE_SDL } from "./storefront-locale-sdl.ts";

/**
 * The storefront GraphQL schema: a strict subset of Shopify's Storefront API 2024-07. Every type,
 * field, argument, input field and enum value below exists in Shopify's schema with the same type and
 * nullability (test/integration/storefront-schema.test.ts checks it against Shopify's own
 * introspection), so Shopify clients and their query documents work unchanged. Interfaces are a
 * subset too: Cart implements Node but not HasMetafields, because the shop keeps no metafields.
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
  cart(id: ID!): Cart
  nodes(ids: [ID!]!): [Node]!
  product(handle: String, id: ID): Product
  products(after: String, before: String, first: Int, last: Int, query: String, reverse: Boolean = false, sortKey: ProductSortKeys = ID): ProductConnection!
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
  priceRange: ProductPriceRange!
  productType: String!
  publishedAt: DateTime!
  requiresSellingPlan: Boolean!
  seo: SEO!
  tags: [String!]!
  title: String!
  totalInventory: Int
  updatedAt: DateTime!
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

union Merchandise = ProductVariant

type SellingPlan {
  id: ID!
  name: String!
}

type SellingPlanAllocation {
  sellingPlan: SellingPlan!
}

enum DiscountApplicationTargetType {
  LINE_ITEM
  SHIPPING_LINE
}

interface CartDiscountAllocation {
  discountedAmount: MoneyV2!
  targetType: DiscountApplicationTargetType!
}

type CartCodeDiscountAllocation implements CartDiscountAllocation {
  code: String!
  discountedAmount: MoneyV2!
  targetType: DiscountApplicationTargetType!
}

type CartAutomaticDiscountAllocation implements CartDiscountAllocation {
  discountedAmount: MoneyV2!
  targetType: DiscountApplicationTargetType!
  title: String!
}

type CartLineCost {
  amountPerQuantity: MoneyV2!
  compareAtAmountPerQuantity: MoneyV2
  subtotalAmount: MoneyV2!
  totalAmount: MoneyV2!
}

interface BaseCartLine implements Node {
  attribute(key: String!): Attribute
  attributes: [Attribute!]!
  cost: CartLineCost!
  discountAllocations: [CartDiscountAllocation!]!
  id: ID!
  merchandise: Merchandise!
  quantity: Int!
  sellingPlanAllocation: SellingPlanAllocation
}

type CartLine implements BaseCartLine & Node {
  attribute(key: String!): Attribute
  attributes: [Attribute!]!
  cost: CartLineCost!
  discountAllocations: [CartDiscountAllocation!]!
  id: ID!
  merchandise: Merchandise!
  quantity: Int!
  sellingPlanAllocation: SellingPlanAllocation
}

type BaseCartLineEdge {
  cursor: String!
  node: BaseCartLine!
}

type BaseCartLineConnection {
  edges: [BaseCartLineEdge!]!
  nodes: [BaseCartLine!]!
  pageInfo: PageInfo!
}

type CartCost {
  checkoutChargeAmount: MoneyV2!
  subtotalAmount: MoneyV2!
  subtotalAmountEstimated: Boolean!
  totalAmount: MoneyV2!
  totalAmountEstimated: Boolean!
  totalDutyAmount: MoneyV2
  totalDutyAmountEstimated: Boolean!
  totalTaxAmount: MoneyV2
  totalTaxAmountEstimated: Boolean!
}

type Customer {
  displayName: String!
  email: String
  firstName: String
  id: ID!
  lastName: String
}

type CartBuyerIdentity {
  countryCode: CountryCode
  customer: Customer
  email: String
  phone: String
}

type CartDiscountCode {
  applicable: Boolean!
  code: String!
}

type AppliedGiftCard implements Node {
  amountUsed: MoneyV2!
  balance: MoneyV2!
  id: ID!
  lastCharacters: String!
  presentmentAmountUsed: MoneyV2!
}

type CartDeliveryGroup {
  id: ID!
}

type CartDeliveryGroupEdge {
  cursor: String!
  node: CartDeliveryGroup!
}

type CartDeliveryGroupConnection {
  edges: [CartDeliveryGroupEdge!]!
  nodes: [CartDeliveryGroup!]!
  pageInfo: PageInfo!
}

type Cart implements Node {
  appliedGiftCards: [AppliedGiftCard!]!
  attribute(key: String!): Attribute
  attributes: [Attribute!]!
  buyerIdentity: CartBuyerIdentity!
  checkoutUrl: URL!
  cost: CartCost!
  createdAt: DateTime!
  deliveryGroups(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): CartDeliveryGroupConnection!
  discountAllocations: [CartDiscountAllocation!]!
  discountCodes: [CartDiscountCode!]!
  id: ID!
  lines(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): BaseCartLineConnection!
  note: String
  totalQuantity: Int!
  updatedAt: DateTime!
}

enum CartErrorCode {
  ADDRESS_FIELD_CONTAINS_EMOJIS
  ADDRESS_FIELD_CONTAINS_HTML_TAGS
  ADDRESS_FIELD_CONTAINS_URL
  ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN
  ADDRESS_FIELD_IS_REQUIRED
  ADDRESS_FIELD_IS_TOO_LONG
  INVALID
  INVALID_COMPANY_LOCATION
  INVALID_DELIVERY_GROUP
  INVALID_DELIVERY_OPTION
  INVALID_INCREMENT
  INVALID_MERCHANDISE_LINE
  INVALID_METAFIELDS
  INVALID_PAYMENT
  INVALID_PAYMENT_EMPTY_CART
  INVALID_ZIP_CODE_FOR_COUNTRY
  INVALID_ZIP_CODE_FOR_PROVINCE
  LESS_THAN
  MAXIMUM_EXCEEDED
  MINIMUM_NOT_MET
  MISSING_CUSTOMER_ACCESS_TOKEN
  MISSING_DISCOUNT_CODE
  MISSING_NOTE
  NOTE_TOO_LONG
  PAYMENT_METHOD_NOT_SUPPORTED
  PROVINCE_NOT_FOUND
  UNSPECIFIED_ADDRESS_ERROR
  VALIDATION_CUSTOM
  ZIP_CODE_NOT_SUPPORTED
}

interface DisplayableError {
  field: [String!]
  message: String!
}

type CartUserError implements DisplayableError {
  code: CartErrorCode
  field: [String!]
  message: String!
}

input CartBuyerIdentityInput {
  countryCode: CountryCode
  email: String
}

input CartLineInput {
  attributes: [AttributeInput!]
  merchandiseId: ID!
  quantity: Int = 1
  sellingPlanId: ID
}

input CartLineUpdateInput {
  attributes: [AttributeInput!]
  id: ID!
  merchandiseId: ID
  quantity: Int
  sellingPlanId: ID
}

input CartInput {
  attributes: [AttributeInput!]
  buyerIdentity: CartBuyerIdentityInput
  discountCodes: [String!]
  giftCardCodes: [String!]
  lines: [CartLineInput!]
  note: String
}

type CartAttributesUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
}

type CartBuyerIdentityUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
}

type CartCreatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
}

type CartDiscountCodesUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
}

type CartGiftCardCodesUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
}

type CartLinesAddPayload {
  cart: Cart
  userErrors: [CartUserError!]!
}

type CartLinesRemovePayload {
  cart: Cart
  userErrors: [CartUserError!]!
}

type CartLinesUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
}

type CartNoteUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
}
${LOCALE_SDL}`;
