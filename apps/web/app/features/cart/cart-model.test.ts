import { describe, expect, it } from "vitest";
import { amountToCents, cartDiscountCents, isLineUnavailable, isNewerCart, lineCondition, serverCartStep, toCart, type StorefrontCart } from "./cart-model.ts";
import { testCart, testLine } from "./cart-test-fixtures.ts";

describe("cart model", () => {
  it("reads MoneyV2 amounts as integer cents without floating point", () => {
    expect(amountToCents("1250.00")).toBe(125000);
    expect(amountToCents("0.1")).toBe(10);
    expect(amountToCents("19.99")).toBe(1999);
    expect(amountToCents("5")).toBe(500);
    expect(amountToCents("-3.50")).toBe(-350);
    expect(amountToCents("abc")).toBe(0);
  });

  it("turns a storefront cart into cents, lines and applied cards", () => {
    const raw: StorefrontCart = {
      id: "gid://shopify/Cart/abc",
      checkoutUrl: "http://localhost/checkouts/abc",
      updatedAt: "2026-11-21T12:00:00.000Z",
      totalQuantity: 1,
      note: null,
      attributes: [{ key: "checkout_type", value: "web" }],
      buyerIdentity: { email: "a@b.co", countryCode: "US" },
      cost: { subtotalAmount: { amount: "1000.00" }, totalAmount: { amount: "880.00" } },
      discountCodes: [{ code: "WELCOME", applicable: true }],
      discountAllocations: [{ discountedAmount: { amount: "20.00" } }],
      appliedGiftCards: [{ id: "gid://shopify/AppliedGiftCard/1", lastCharacters: "WXYZ", amountUsed: { amount: "80.00" } }],
      lines: {
        nodes: [
          {
            id: "gid://shopify/CartLine/1",
            quantity: 1,
            attributes: [],
            merchandise: {
              id: "gid://shopify/ProductVariant/9",
              title: "Default Title",
              price: { amount: "1000.00" },
              availableForSale: true,
              quantityAvailable: 1,
              image: null,
              product: { id: "gid://shopify/Product/3", handle: "kelly", title: "Kelly 28", vendor: "Hermès", tags: ["condition:Pristine"] },
            },
            cost: { totalAmount: { amount: "900.00" } },
            discountAllocations: [{ discountedAmount: { amount: "100.00" } }],
            sellingPlanAllocation: null,
          },
        ],
      },
    };
    const cart = toCart(raw);
    expect(cart.subtotalCents).toBe(100000);
    expect(cart.totalCents).toBe(88000);
    expect(cart.email).toBe("a@b.co");
    expect(cart.note).toBe("");
    expect(cart.giftCards).toEqual([{ id: "gid://shopify/AppliedGiftCard/1", lastCharacters: "WXYZ", amountUsedCents: 8000 }]);
    expect(cart.lines[0]).toMatchObject({ vendor: "Hermès", priceCents: 100000, totalCents: 90000, discountCents: 10000 });
    expect(cartDiscountCents(cart)).toBe(10000);
    expect(cartDiscountCents({ ...cart, orderDiscountCents: 10000 })).toBe(10000);
    expect(lineCondition(cart.lines[0]!)).toBe("Pristine");
  });

  it("flags a line unavailable when not for sale or none is left (spec 1 §5)", () => {
    expect(isLineUnavailable(testLine({ id: "1", merchandiseId: "v" }))).toBe(false);
    expect(isLineUnavailable(testLine({ id: "1", merchandiseId: "v", availableForSale: false }))).toBe(true);
    expect(isLineUnavailable(testLine({ id: "1", merchandiseId: "v", quantityAvailable: 0 }))).toBe(true);
  });

  it("lets an older copy of the same cart never replace a newer one", () => {
    const newer = testCart({ id: "gid://shopify/Cart/a", updatedAt: "2026-11-21T12:00:05.000Z" });
    const older = testCart({ id: "gid://shopify/Cart/a", updatedAt: "2026-11-21T12:00:01.000Z" });
    expect(isNewerCart(older, newer)).toBe(false);
    expect(isNewerCart(newer, older)).toBe(true);
    expect(isNewerCart(testCart({ id: "gid://shopify/Cart/b" }), newer)).toBe(true);
    expect(isNewerCart(null, newer)).toBe(true);
  });

  it("forgets a held cart the server looked up and no longer shows (checked out), and keeps answers about another cart", () => {
    const held = "gid://shopify/Cart/a";
    const onScreen = testCart({ id: held, updatedAt: "2026-01-01T10:00:00Z" });
    // After paying: the page was rendered for the held cart, and the server answered nothing.
    expect(serverCartStep({ held, asked: held, server: null, current: onScreen })).toBe("forget");
    // A render that asked about another cart (a new one was created meanwhile) says nothing about this one.
    expect(serverCartStep({ held, asked: "gid://shopify/Cart/old", server: null, current: onScreen })).toBe("keep");
    expect(serverCartStep({ held: null, asked: null, server: null, current: null })).toBe("adopt");
    expect(serverCartStep({ held, asked: held, server: testCart({ id: held, updatedAt: "2026-01-01T11:00:00Z" }), current: onScreen })).toBe("adopt");
    expect(serverCartStep({ held, asked: held, server: testCart({ id: held, updatedAt: "2026-01-01T09:00:00Z" }), current: onScreen })).toBe("keep");
    expect(serverCartStep({ held, asked: "gid://shopify/Cart/b", server: testCart({ id: "gid://shopify/Cart/b" }), current: onScreen })).toBe("keep");
  });
});
