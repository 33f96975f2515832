import { CATEGORIES } from "@maison/domain/catalog/category";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ProductArt } from "./art.ts";
import { ITEM_TYPES } from "./item-types.ts";
import type { Pattern } from "./materials.ts";
import { allNamedModels } from "./models.ts";
import { productSvg } from "./svg.ts";

const PATTERNS: Pattern[] = ["plain", "monogram", "check", "tartan", "chevron", "woven", "quilted", "tweed", "croc", "ostrich", "scales"];

function art(overrides: Partial<ProductArt>): ProductArt {
  return { category: "bags", itemType: "Tote", name: "Shopping Tote", color: "#6a4631", accent: null, metal: "gold", pattern: "plain", mark: "T&Co", variant: 0.4, ...overrides };
}

/** Every drawing variant: each item type, each named silhouette, each pattern, both views. */
const VARIANTS: ProductArt[] = [
  ...CATEGORIES.flatMap((category) => ITEM_TYPES[category].map(([itemType]) => art({ category, itemType, name: itemType }))),
  ...allNamedModels()
    .filter((m) => m.art)
    .map((m) => art({ category: m.category, itemType: m.itemType, name: m.name, silhouette: m.art as string, accent: "#2f5c98" })),
  ...PATTERNS.map((pattern) => art({ pattern })),
  art({ category: "watches", itemType: "Wristwatch", name: "Royal Oak", strap: "bracelet", accent: "#1f2c48", metal: "silver" }),
  art({ category: "watches", itemType: "Wristwatch", name: "Tank Must", strap: "leather", accent: "#efebe3", pattern: "croc" }),
  art({ category: "shoes", itemType: "Pumps", name: "So Kate", redSole: true }),
];

describe("productSvg", () => {
  it("draws a square 1,500 px illustration with the house mark escaped", () => {
    const svg = productSvg(art({}), "front");
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1500" viewBox="0 0 1500 1500">')).toBe(true);
    expect(svg).toContain("T&amp;Co");
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it("renders every silhouette, pattern and view with librsvg", async () => {
    for (const variant of VARIANTS) {
      for (const view of ["front", "detail"] as const) {
        const svg = productSvg(variant, view);
        expect(svg, `${variant.itemType} ${variant.name}`).not.toMatch(/NaN|undefined|\[object/);
        const { data, info } = await sharp(Buffer.from(svg), { density: 72 / 15 }).raw().toBuffer({ resolveWithObject: true });
        expect(info.width).toBe(100);
        // Not a blank canvas: the piece differs from the backdrop somewhere.
        const [r0, g0, b0] = [data[0], data[1], data[2]];
        let differing = 0;
        for (let i = 0; i < data.length; i += info.channels) {
          if (Math.abs((data[i] as number) - (r0 as number)) + Math.abs((data[i + 1] as number) - (g0 as number)) + Math.abs((data[i + 2] as number) - (b0 as number)) > 40) differing++;
        }
        expect(differing, `${variant.itemType} ${variant.name} ${view}`).toBeGreaterThan(150);
      }
    }
  });

  it("is a pure function of the art", () => {
    const a = art({ category: "jewelry", itemType: "Necklace", name: "Vintage Alhambra Necklace", silhouette: "alhambra", accent: "#a3212b" });
    expect(productSvg(a, "front")).toBe(productSvg(a, "front"));
  });
});
