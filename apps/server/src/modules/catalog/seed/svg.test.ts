import { CATEGORIES } from "@maison/domain/catalog/category";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ProductArt } from "./art.ts";
import { ITEM_TYPES } from "./item-types.ts";
import type { Pattern } from "./materials.ts";
import { allNamedModels } from "./models.ts";
import { IMAGE_VIEWS, productSvg } from "./svg.ts";

const PATTERNS: Pattern[] = ["plain", "monogram", "check", "tartan", "chevron", "woven", "quilted", "tweed", "croc", "ostrich", "scales"];

function art(overrides: Partial<ProductArt>): ProductArt {
  return { category: "bags", itemType: "Tote", name: "Shopping Tote", color: "#6a4631", accent: null, metal: "gold", pattern: "plain", mark: "T&Co", variant: 0.4, ...overrides };
}

/** Every drawing variant: each item type, each named silhouette, each pattern, every view. */
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
      for (const view of IMAGE_VIEWS) {
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

  it("draws four different views: front, side, back (without the house mark) and detail", async () => {
    const a = art({ itemType: "Top Handle", name: "Birkin", silhouette: "birkin", mark: "HERMÈS" });
    const views = IMAGE_VIEWS.map((view) => productSvg(a, view));
    expect(new Set(views).size).toBe(4);
    expect(views[0]).toContain("HERMÈS");
    expect(views[2]).not.toContain("HERMÈS");
    const pixels = await Promise.all(views.map((svg) => sharp(Buffer.from(svg), { density: 72 / 15 }).raw().toBuffer()));
    for (let i = 1; i < pixels.length; i++) expect(pixels[i]!.equals(pixels[0]!), IMAGE_VIEWS[i]).toBe(false);
  });

  it("is a pure function of the art", () => {
    const a = art({ category: "jewelry", itemType: "Necklace", name: "Vintage Alhambra Necklace", silhouette: "alhambra", accent: "#a3212b" });
    expect(productSvg(a, "front")).toBe(productSvg(a, "front"));
  });
});
