/**
 * The cart part of the storefront schema (see storefront-sdl.ts): merchandise, lines, cost,
 * discounts, gift cards, buyer identity, user errors, and the cart mutations' inputs and payloads —
 * each as Shopify's Storefront API 2024-07 has it.
 */
export const CART_SDL = /* GraphQL */ `
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

"A bundle's line. The shop sells no bundles, so no cart holds one; the type is here for clients' fragments."
type ComponentizableCartLine implements BaseCartLine & Node {
  attribute(key: String!): Attribute
  attributes: [Attribute!]!
  cost: CartLineCost!
  discountAllocations: [CartDiscountAllocation!]!
  id: ID!
  lineComponents: [CartLine!]!
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
`;
