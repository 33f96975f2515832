import { CATEGORIES, type Category } from "@maison/domain/catalog/category";
import { FEATURED_DESIGNERS } from "@maison/domain/content/navigation";
import { slugify } from "@maison/domain/shared/slug";
import { describe, expect, it } from "vitest";
import { DESIGNERS, designerNamed } from "./designers.ts";
import { ITEM_TYPES } from "./item-types.ts";
import { allNamedModels } from "./models.ts";

describe("catalogue data", () => {
  it("has at least 40 houses with unique handles", () => {
    expect(DESIGNERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DESIGNERS.map((d) => slugify(d.name))).size).toBe(DESIGNERS.length);
  });

  it("lists every featured designer, making every category it is featured in", () => {
    for (const [category, names] of Object.entries(FEATURED_DESIGNERS) as Array<[Category, readonly string[]]>) {
      for (const name of names) expect(designerNamed(name).categories[category], `${name} ${category}`).toBeDefined();
    }
  });

  it("keeps every named model inside its house's category and price range, with a known item type", () => {
    for (const model of allNamedModels()) {
      const range = designerNamed(model.designer).categories[model.category]?.price;
      const label = `${model.designer} ${model.name}`;
      expect(range, label).toBeDefined();
      const [min, max] = range as readonly [number, number];
      expect(model.price[0], label).toBeGreaterThanOrEqual(min);
      expect(model.price[1], label).toBeLessThanOrEqual(max);
      expect(model.price[0], label).toBeLessThan(model.price[1]);
      expect(ITEM_TYPES[model.category].map(([type]) => type), label).toContain(model.itemType);
    }
  });

  it("gives each house's categories shares and sensible ranges", () => {
    for (const d of DESIGNERS) {
      for (const category of Object.keys(d.categories) as Category[]) {
        expect(CATEGORIES).toContain(category);
        const { share, price } = d.categories[category] as { share: number; price: readonly [number, number] };
        expect(share).toBeGreaterThan(0);
        expect(price[0]).toBeLessThan(price[1]);
      }
    }
  });

  it("knows the icons: Birkin, Classic Flap, Neverfull, Submariner Date, Love Bracelet", () => {
    const names = new Set(allNamedModels().map((m) => `${m.designer} ${m.name}`));
    for (const icon of ["Hermès Birkin", "Chanel Classic Flap", "Louis Vuitton Neverfull", "Rolex Submariner Date", "Cartier Love Bracelet", "Van Cleef & Arpels Vintage Alhambra Necklace"]) {
      expect(names).toContain(icon);
    }
  });
});
