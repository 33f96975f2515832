import type { Cart, CartLine } from "./cart-model.ts";

/** A listed piece's line, for tests. */
export function testLine(overrides: Partial<CartLine> & { id: string; merchandiseId: string }): CartLine {
  return {
    quantity: 1,
    attributes: [],
    variantTitle: "Default Title",
    priceCents: 150000,
    availableForSale: true,
    quantityAvailable: 1,
    image: null,
    productId: "gid://shopify/Product/101",
    handle: "classic-flap",
    title: "Classic Flap",
    vendor: "Chanel",
    tags: ["condition:Excellent"],
    totalCents: 150000,
    discountCents: 0,
    memberDiscountCents: 0,
    codeDiscountCents: 0,
    saleDiscountCents: 0,
    saleTitle: null,
    sellingPlanId: null,
    ...overrides,
  };
}

/** A cart, for tests. */
export function testCart(overrides: Partial<Cart> & { id: string }): Cart {
  return {
    checkoutUrl: `http://localhost:3000/checkouts/${overrides.id.split("/").pop()}`,
    updatedAt: "2026-11-21T12:00:00.000Z",
    totalQuantity: 0,
    note: "",
    attributes: [],
    email: null,
    countryCode: null,
    subtotalCents: 0,
    totalCents: 0,
    discountCodes: [],
    orderDiscountCents: 0,
    giftCards: [],
    lines: [],
    ...overrides,
  };
}
