import { describe, expect, it } from "vitest";
import { accessoryFactor } from "./accessory-value.ts";
import { SELLER_CONDITION_KEYS, sellerConditionFromKey } from "./item-description.ts";
import { sellSku, skuCode, skuTitle } from "./sell-sku.ts";

describe("sku codes", () => {
  it("are stable, readable and valid saved-sku ids", () => {
    const code = skuCode("Chanel", "Classic Flap", "Caviar Leather", "Medium");
    expect(code).toBe(skuCode("Chanel", "Classic Flap", "Caviar Leather", "Medium"));
    expect(code).toMatch(/^chanel-classic-flap-[0-9a-z]{7}$/);
    expect(code).not.toBe(skuCode("Chanel", "Classic Flap", "Lambskin", "Medium"));
    expect(code).not.toBe(skuCode("Chanel", "Classic Flap", "Caviar Leather", "Jumbo"));
    expect(skuCode("Hermès", "Kelly Pochette", "Swift Leather", null)).toMatch(/^hermes-kelly-pochette-[0-9a-z]{7}$/);
    const longest = skuCode("Van Cleef & Arpels", "Multi Pochette Accessoires", "Toile de Jouy Embroidered Canvas", "Large");
    expect(longest.length).toBeLessThanOrEqual(42);
    expect(longest).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/);
  });

  it("mark exotic skins and read as a title", () => {
    const sku = sellSku({ category: "bags", designer: "Hermès", itemType: "Top Handle", model: "Birkin", style: "Matte Alligator", size: "30 cm" });
    expect(sku.exotic).toBe(true);
    expect(skuTitle(sku)).toBe("Hermès Birkin 30 cm, Matte Alligator");
    expect(skuTitle({ designer: "Chanel", model: "Wallet on Chain", style: "Lambskin", size: null })).toBe("Chanel Wallet on Chain, Lambskin");
  });
});

describe("the seller's condition keys (spec 2 §9)", () => {
  it("are the six grades without Outlet", () => {
    expect(SELLER_CONDITION_KEYS).toEqual(["pristine", "excellent", "great", "very-good", "good", "fair"]);
    expect(sellerConditionFromKey("very-good")).toBe("Very Good");
    expect(sellerConditionFromKey("outlet")).toBeUndefined();
  });
});

describe("accessories", () => {
  it("add their value once each, whatever the case; unknown ones add nothing", () => {
    expect(accessoryFactor([])).toBe(1);
    expect(accessoryFactor(["Dust Bag", "box", "Receipt"])).toBe(1.07);
    expect(accessoryFactor(["Box", "BOX", "a ribbon"])).toBe(1.02);
    expect(accessoryFactor(["Papers", "Box"])).toBe(1.08);
  });
});
