import { STOREFRONT_SDL } from "./storefront-sdl.ts";

/**
 * What Shopify's Storefront API 2025-01 adds to the 2024-07 schema that the JS Buy SDK 3.x selects
 * (decisions 072, 081): the discount application behind every discount allocation with its value, cart
 * warnings on the mutation payloads, `cartGiftCardCodesRemove`, the buyer identity's preferences and
 * delivery address preferences (a read-only, deprecated field in 2025-01: its input was removed), and
 * the delivery group's address, options and lines. Each exists in Shopify's 2025-01 schema with the
 * same type and nullability (storefront-schema.test.ts checks it against Shopify's own introspection).
 */
const ADDITIONS_2025_01 = /* GraphQL */ `
extend type Mutation {
  cartGiftCardCodesRemove(appliedGiftCardIds: [ID!]!, cartId: ID!): CartGiftCardCodesRemovePayload
}

enum DiscountApplicationAllocationMethod {
  ACROSS
  EACH
  ONE @deprecated(reason: "Use ACROSS instead.")
}

enum DiscountApplicationTargetSelection {
  ALL
  ENTITLED
  EXPLICIT
}

type PricingPercentageValue {
  percentage: Float!
}

union PricingValue = MoneyV2 | PricingPercentageValue

type CartDiscountApplication {
  allocationMethod: DiscountApplicationAllocationMethod!
  targetSelection: DiscountApplicationTargetSelection!
  targetType: DiscountApplicationTargetType!
  value: PricingValue!
}

extend interface CartDiscountAllocation {
  discountApplication: CartDiscountApplication!
}

extend type CartCodeDiscountAllocation {
  discountApplication: CartDiscountApplication!
}

extend type CartAutomaticDiscountAllocation {
  discountApplication: CartDiscountApplication!
}

"A discount an app gives. The shop has none; the type is here for clients' fragments."
type CartCustomDiscountAllocation implements CartDiscountAllocation {
  discountApplication: CartDiscountApplication!
  discountedAmount: MoneyV2!
  targetType: DiscountApplicationTargetType!
  title: String!
}

enum CartWarningCode {
  DUPLICATE_DELIVERY_ADDRESS
  MERCHANDISE_NOT_ENOUGH_STOCK
  MERCHANDISE_OUT_OF_STOCK
  PAYMENTS_GIFT_CARDS_UNAVAILABLE
}

type CartWarning {
  code: CartWarningCode!
  message: String!
  target: ID!
}

extend type CartAttributesUpdatePayload {
  warnings: [CartWarning!]!
}

extend type CartBuyerIdentityUpdatePayload {
  warnings: [CartWarning!]!
}

extend type CartCreatePayload {
  warnings: [CartWarning!]!
}

extend type CartDiscountCodesUpdatePayload {
  warnings: [CartWarning!]!
}

extend type CartGiftCardCodesUpdatePayload {
  warnings: [CartWarning!]!
}

type CartGiftCardCodesRemovePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

extend type CartLinesAddPayload {
  warnings: [CartWarning!]!
}

extend type CartLinesRemovePayload {
  warnings: [CartWarning!]!
}

extend type CartLinesUpdatePayload {
  warnings: [CartWarning!]!
}

extend type CartNoteUpdatePayload {
  warnings: [CartWarning!]!
}

enum PreferenceDeliveryMethodType {
  PICKUP_POINT
  PICK_UP
  SHIPPING
}

type CartDeliveryCoordinatesPreference {
  countryCode: CountryCode!
  latitude: Float!
  longitude: Float!
}

type CartDeliveryPreference {
  coordinates: CartDeliveryCoordinatesPreference
  deliveryMethod: [PreferenceDeliveryMethodType!]!
  pickupHandle: [String!]!
}

type CartPreferences {
  delivery: CartDeliveryPreference
  wallet: [String!]
}

type MailingAddress implements Node {
  address1: String
  address2: String
  city: String
  company: String
  country: String
  countryCodeV2: CountryCode
  firstName: String
  formatted(withCompany: Boolean = true, withName: Boolean = false): [String!]!
  formattedArea: String
  id: ID!
  lastName: String
  latitude: Float
  longitude: Float
  name: String
  phone: String
  province: String
  provinceCode: String
  zip: String
}

union DeliveryAddress = MailingAddress

extend type CartBuyerIdentity {
  deliveryAddressPreferences: [DeliveryAddress!]! @deprecated(reason: "Use \`cart.delivery\` instead.")
  preferences: CartPreferences
}

enum DeliveryMethodType {
  LOCAL
  NONE
  PICKUP_POINT
  PICK_UP
  RETAIL
  SHIPPING
}

type CartDeliveryOption {
  code: String
  deliveryMethodType: DeliveryMethodType!
  description: String
  estimatedCost: MoneyV2!
  handle: String!
  title: String
}

enum CartDeliveryGroupType {
  ONE_TIME_PURCHASE
  SUBSCRIPTION
}

extend type CartDeliveryGroup {
  cartLines(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): BaseCartLineConnection!
  deliveryAddress: MailingAddress!
  deliveryOptions: [CartDeliveryOption!]!
  groupType: CartDeliveryGroupType!
  selectedDeliveryOption: CartDeliveryOption
}
`;

/**
 * The storefront schema of API version 2025-01: the 2024-07 schema (storefront-sdl.ts), unchanged, with
 * the 2025-01 additions above. Both versions are served by the same resolvers.
 */
export const STOREFRONT_SDL_2025_01 = `${STOREFRONT_SDL}\n${ADDITIONS_2025_01}`;
