import { describe, expect, it } from "vitest";
import { isAvailableForSale, isFirstLook, productPromoLabel, visibleWholesaleTag } from "./product-flags.ts";

describe("card flags", () => {
  it("hides the investment-piece tag when a price drop applies (spec 1 §5)", () => {
    expect(productPromoLabel(["investment-piece"])).toBe("Investment Piece");
    expect(productPromoLabel(["investment-piece", "price-drop"])).toBeNull();
    expect(productPromoLabel(["investment-piece", "price-drop", "trending"])).toBe("Trending");
  });
  it("shows wholesale tags to b2b users only", () => {
    expect(visibleWholesaleTag(["wholesale", "whnew"], true)).toBe("whnew");
    expect(visibleWholesaleTag(["wholesale", "whnew"], false)).toBeNull();
  });
  it("keeps first look only until its window ends", () => {
    const now = new Date("2026-11-18T12:00:00Z");
    expect(isFirstLook(["bc-filter-VIP Preview"], "2026-11-19T00:00:00Z", now)).toBe(true);
    expect(isFirstLook(["bc-filter-VIP Preview"], "2026-11-18T00:00:00Z", now)).toBe(false);
    expect(isFirstLook(["bc-filter-General View"], null, now)).toBe(false);
  });
  it("treats held and sold items as unavailable", () => {
    expect(isAvailableForSale("available")).toBe(true);
    expect(isAvailableForSale("held")).toBe(false);
    expect(isAvailableForSale("sold")).toBe(false);
  });
});
