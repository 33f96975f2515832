import { PRODUCT_DETAIL_FIELDS } from "@maison/domain/catalog/product-detail-fields";
import { RESTRICTION_TAGS } from "@maison/domain/catalog/restricted-product";
import { hasTag, TAGS } from "@maison/domain/catalog/tag";
import { describe, expect, it } from "vitest";
import { generateProduct } from "./generate-product.ts";
import { Timeline } from "./timeline.ts";

const SIZE = 3_000;
const timeline = new Timeline(SIZE, new Date("2026-11-21T12:00:00.000Z"));
const products = Array.from({ length: SIZE }, (_, i) => generateProduct(11, i + 1, timeline));
const share = (tag: string) => products.filter((p) => hasTag(p.tags, tag)).length / SIZE;

describe("curated tags of the demo catalogue", () => {
  it("fills every hidden collection and flags a few listings with missing customs data", () => {
    expect(share(TAGS.clairPicks)).toBeGreaterThan(0.005);
    expect(share(TAGS.clairPicks)).toBeLessThan(0.05);
    expect(share(TAGS.winterEdit)).toBeGreaterThan(0.03);
    expect(share(TAGS.vintage)).toBeGreaterThan(0.01);
    expect(share(TAGS.vintage)).toBeLessThan(0.08);
    expect(share(RESTRICTION_TAGS.missingCountryOfOrigin)).toBeGreaterThan(0.001);
    expect(share(RESTRICTION_TAGS.missingTariffCode)).toBeGreaterThan(0.001);
    expect(share(RESTRICTION_TAGS.missingTariffCode)).toBeLessThan(0.02);
  });

  it("keeps the VIP preview out of Vintage and winter edits to winter wear and warm materials", () => {
    expect(products.some((p) => hasTag(p.tags, TAGS.vintage) && hasTag(p.tags, TAGS.firstLook))).toBe(false);
    for (const p of products.filter((x) => hasTag(x.tags, TAGS.winterEdit))) {
      const warm = ["Coat", "Jacket", "Knitwear", "Boots"].includes(p.row.item_type) || /wool|cashmere|shearling|tweed|suede|mohair|fur/i.test(p.row.exterior_material ?? "");
      expect(warm).toBe(true);
    }
  });

  it("writes only detail keys that initial data announces (product_metafields, pdp_field_mapping)", () => {
    const announced = new Set(PRODUCT_DETAIL_FIELDS.map((f) => f.key));
    const written = new Set(products.flatMap((p) => p.details.map((d) => d.key)));
    expect([...written].filter((key) => !announced.has(key))).toEqual([]);
  });
});
