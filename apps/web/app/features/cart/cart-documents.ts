/**
 * The storefront GraphQL documents the cart sends: standard Shopify Storefront API 2024-07 cart
 * operations, so the same client works against any Shopify-compatible storefront.
 */

export const CART_FRAGMENT = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    checkoutUrl
    updatedAt
    totalQuantity
    note
    attributes { key value }
    buyerIdentity { email countryCode }
    cost {
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
    }
    discountCodes { code applicable }
    discountAllocations { discountedAmount { amount currencyCode } }
    appliedGiftCards { id lastCharacters amountUsed { amount currencyCode } }
    lines(first: 100) {
      nodes {
        id
        quantity
        attributes { key value }
        merchandise {
          ... on ProductVariant {
            id
            title
            price { amount currencyCode }
            availableForSale
            quantityAvailable
            image { url altText width height }
            product { id handle title vendor tags }
          }
        }
        cost { totalAmount { amount currencyCode } }
        discountAllocations {
          discountedAmount { amount currencyCode }
          ... on CartAutomaticDiscountAllocation { title }
          ... on CartCodeDiscountAllocation { code }
        }
        sellingPlanAllocation { sellingPlan { id } }
      }
    }
  }
`;

const USER_ERRORS = "userErrors { field message code }";

function mutation(name: string, signature: string, args: string): string {
  return `mutation ${name}(${signature}) { ${name}(${args}) { cart { ...CartFields } ${USER_ERRORS} } } ${CART_FRAGMENT}`;
}

export const CART_QUERY = `query cart($cartId: ID!) { cart(id: $cartId) { ...CartFields } } ${CART_FRAGMENT}`;

export const CART_CREATE = mutation("cartCreate", "$input: CartInput", "input: $input");
export const CART_LINES_ADD = mutation("cartLinesAdd", "$cartId: ID!, $lines: [CartLineInput!]!", "cartId: $cartId, lines: $lines");
export const CART_LINES_UPDATE = mutation(
  "cartLinesUpdate",
  "$cartId: ID!, $lines: [CartLineUpdateInput!]!",
  "cartId: $cartId, lines: $lines",
);
export const CART_LINES_REMOVE = mutation("cartLinesRemove", "$cartId: ID!, $lineIds: [ID!]!", "cartId: $cartId, lineIds: $lineIds");
export const CART_DISCOUNT_CODES_UPDATE = mutation(
  "cartDiscountCodesUpdate",
  "$cartId: ID!, $discountCodes: [String!]",
  "cartId: $cartId, discountCodes: $discountCodes",
);
export const CART_GIFT_CARD_CODES_UPDATE = mutation(
  "cartGiftCardCodesUpdate",
  "$cartId: ID!, $giftCardCodes: [String!]!",
  "cartId: $cartId, giftCardCodes: $giftCardCodes",
);
export const CART_ATTRIBUTES_UPDATE = mutation(
  "cartAttributesUpdate",
  "$cartId: ID!, $attributes: [AttributeInput!]!",
  "cartId: $cartId, attributes: $attributes",
);
export const CART_NOTE_UPDATE = mutation("cartNoteUpdate", "$cartId: ID!, $note: String!", "cartId: $cartId, note: $note");
export const CART_BUYER_IDENTITY_UPDATE = mutation(
  "cartBuyerIdentityUpdate",
  "$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!",
  "cartId: $cartId, buyerIdentity: $buyerIdentity",
);
