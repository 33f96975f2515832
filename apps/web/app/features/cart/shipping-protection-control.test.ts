import { describe, expect, it } from "vitest";
import { SPECIAL_PRODUCT_IDS } from "@maison/domain/cart/special-lines";
import { protectionState } from "./shipping-protection-control.tsx";
import { testCart, testLine } from "./cart-test-fixtures.ts";

const piece = testLine({ id: "a", merchandiseId: "gid://shopify/ProductVariant/1" });
const protection = testLine({ id: "p", merchandiseId: "gid://shopify/ProductVariant/44200000000220", productId: `gid://shopify/Product/${SPECIAL_PRODUCT_IDS.shipping_protection}`, priceCents: 20_00 });
const membership = testLine({ id: "m", merchandiseId: "gid://shopify/ProductVariant/44000000000101", productId: `gid://shopify/Product/${SPECIAL_PRODUCT_IDS.membership}` });

describe("the shipping-protection control (spec 1 §3 noShippingProtection)", () => {
  it("offers to remove the protection a cart of pieces carries", () => {
    expect(protectionState(testCart({ id: "c", lines: [piece, protection] }))).toBe("on");
  });

  it("offers to add it back once the flag is stored", () => {
    expect(protectionState(testCart({ id: "c", lines: [piece], attributes: [{ key: "_noShippingProtection", value: "true" }] }))).toBe("off");
  });

  it("says nothing when nothing ships", () => {
    expect(protectionState(testCart({ id: "c", lines: [membership] }))).toBe("none");
    expect(protectionState(testCart({ id: "c", lines: [membership], attributes: [{ key: "_noShippingProtection", value: "true" }] }))).toBe("none");
  });
});
