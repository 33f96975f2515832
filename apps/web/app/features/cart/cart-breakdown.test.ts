import { describe, expect, it } from "vitest";
import { SPECIAL_PRODUCT_IDS } from "@maison/domain/cart/special-lines";
import { cartBreakdown } from "./cart-breakdown.ts";
import { testCart, testLine } from "./cart-test-fixtures.ts";

const protection = testLine({ id: "p", merchandiseId: "gid://shopify/ProductVariant/44200000000220", productId: `gid://shopify/Product/${SPECIAL_PRODUCT_IDS.shipping_protection}`, priceCents: 20_00, totalCents: 20_00 });
const membership = testLine({ id: "m", merchandiseId: "gid://shopify/ProductVariant/44000000000101", productId: `gid://shopify/Product/${SPECIAL_PRODUCT_IDS.membership}`, priceCents: 50_00, totalCents: 50_00 });
const rows = (b: ReturnType<typeof cartBreakdown>) => b.rows.map((r) => [r.label, r.cents, r.note]);

describe("the cart's breakdown", () => {
  it("names the member price, the sale and the store credit apart; shipping and tax wait for checkout", () => {
    const piece = testLine({ id: "a", merchandiseId: "gid://shopify/ProductVariant/1", priceCents: 1480_00, totalCents: 1346_00, discountCents: 134_00, memberDiscountCents: 74_00, saleDiscountCents: 60_00, saleTitle: "Summer Sale" });
    const cart = testCart({
      id: "gid://shopify/Cart/c1",
      lines: [piece, membership, protection],
      giftCards: [
        { id: "g1", lastCharacters: "K3QZ", amountUsedCents: 100_00 },
        { id: "g2", lastCharacters: "WALL", amountUsedCents: 50_00 },
      ],
    });
    const breakdown = cartBreakdown(cart, { signedIn: true, walletCodes: ["ABCD-EFGH-IJKL-WALL"] });
    expect(rows(breakdown)).toEqual([
      ["Subtotal", 1530_00, null],
      ["Member savings", -74_00, null],
      ["Summer Sale", -60_00, null],
      ["Shipping protection", 20_00, null],
      ["Shipping", null, "Calculated at checkout"],
      ["Sales tax", null, "Calculated at checkout"],
      ["Gift card •••• K3QZ", -100_00, null],
      ["Store credit •••• WALL", -50_00, null],
      ["Estimated total", 1530_00 - 74_00 - 60_00 + 20_00 - 150_00, null],
    ]);
  });

  it("a code is named; the points the toggle set come off for a signed-in shopper only", () => {
    const piece = testLine({ id: "a", merchandiseId: "gid://shopify/ProductVariant/1", priceCents: 600_00, totalCents: 550_00, discountCents: 50_00, codeDiscountCents: 50_00 });
    const cart = testCart({
      id: "gid://shopify/Cart/c2",
      lines: [piece, protection],
      discountCodes: [{ code: "MAISON50", applicable: true }],
      attributes: [
        { key: "pointsApplied", value: "10.00" },
        { key: "numberOfPointsApplied", value: "1000" },
      ],
    });
    expect(cartBreakdown(cart, { signedIn: true, walletCodes: [] }).rows.find((r) => r.key === "discount")).toMatchObject({ label: "Discount (MAISON50)", cents: -50_00 });
    expect(cartBreakdown(cart, { signedIn: true, walletCodes: [] }).pointsCents).toBe(10_00);
    expect(cartBreakdown(cart, { signedIn: false, walletCodes: [] }).pointsCents).toBe(0);
  });

  it("a membership alone: no shipping or tax to come", () => {
    const cart = testCart({ id: "gid://shopify/Cart/c3", lines: [membership] });
    expect(rows(cartBreakdown(cart, { signedIn: true, walletCodes: [] }))).toEqual([
      ["Subtotal", 50_00, null],
      ["Estimated total", 50_00, null],
    ]);
  });
  it("the trade-in bag's tradesApplied comes off after tax as a Trade-in row, never more than the order", () => {
    const piece = testLine({ id: "a", merchandiseId: "gid://shopify/ProductVariant/1", priceCents: 1000_00, totalCents: 1000_00 });
    const cart = (value: string) => testCart({ id: "gid://shopify/Cart/c3", lines: [piece, protection], attributes: [{ key: "tradesApplied", value }] });
    const breakdown = cartBreakdown(cart("400.00"), { signedIn: true, walletCodes: [] });
    expect(breakdown.rows.find((r) => r.key === "trade_in")).toMatchObject({ label: "Trade-in", cents: -400_00 });
    expect(breakdown.totalCents).toBe(1000_00 + 20_00 - 400_00);
    expect(cartBreakdown(cart("5000.00"), { signedIn: true, walletCodes: [] }).totalCents).toBe(0);
    expect(cartBreakdown(cart("400.00"), { signedIn: false, walletCodes: [] }).tradeInCents).toBe(0);
  });
});
