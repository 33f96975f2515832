import { CATEGORIES, type Category } from "@maison/domain/catalog/category";
import { CONDITION_GRADES } from "@maison/domain/catalog/condition";
import { isExoticMaterial } from "@maison/domain/catalog/material";
import { CLEARANCE_TIERS, hasTag, TAG_PREFIX, TAGS, WHOLESALE_TAGS } from "@maison/domain/catalog/tag";
import { FEATURED_DESIGNERS } from "@maison/domain/content/navigation";
import { describe, expect, it } from "vitest";
import { designerNamed } from "./designers.ts";
import { generateProduct, PRODUCT_ID_BASE, VARIANT_ID_BASE, type GeneratedProduct } from "./generate-product.ts";
import { percentOff, tierFloorPercent } from "./pricing.ts";
import { Timeline } from "./timeline.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const SIZE = 3_000;
const SEED = 7;

function catalog(seed: number, size: number): GeneratedProduct[] {
  const timeline = new Timeline(size, NOW);
  return Array.from({ length: size }, (_, i) => generateProduct(seed, i + 1, timeline));
}

const products = catalog(SEED, SIZE);
const share = (test: (p: GeneratedProduct) => boolean) => products.filter(test).length / SIZE;
const tagged = (tag: string) => (p: GeneratedProduct) => hasTag(p.tags, tag);

describe("generateProduct", () => {
  it("is deterministic: the same seed gives the same first 20 listings, another seed does not", () => {
    expect(catalog(SEED, SIZE).slice(0, 20)).toEqual(products.slice(0, 20));
    const other = catalog(SEED + 1, SIZE).slice(0, 20).map((p) => p.row.title);
    expect(other).not.toEqual(products.slice(0, 20).map((p) => p.row.title));
  });

  it("numbers listings like Shopify: product, variant and SKU from the listing number", () => {
    const third = products[2] as GeneratedProduct;
    expect(third.row).toMatchObject({ id: String(PRODUCT_ID_BASE + 3), variant_id: String(VARIANT_ID_BASE + 3), sku: "MS-100003" });
    expect(new Set(products.map((p) => p.row.handle)).size).toBe(SIZE);
    expect(products.every((p) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.row.handle))).toBe(true);
  });

  it("gives every featured designer listings in every category it is featured in", () => {
    const have = new Set(products.map((p) => `${p.row.vendor}|${p.row.category}`));
    const missing = (Object.entries(FEATURED_DESIGNERS) as Array<[Category, readonly string[]]>).flatMap(([category, names]) =>
      names.filter((name) => !have.has(`${name}|${category}`)).map((name) => `${name} in ${category}`),
    );
    expect(missing).toEqual([]);
  });

  it("prices each listing inside its model's range and its house's range for the category, in round figures", () => {
    for (const p of products) {
      const dollars = (p.row.price_cents as number) / 100;
      const range = designerNamed(p.row.vendor as string).categories[p.row.category as Category]?.price;
      expect(range, `${p.row.vendor} ${p.row.category}`).toBeDefined();
      const [min, max] = range as readonly [number, number];
      expect(dollars, `${p.row.vendor} ${p.row.title}`).toBeGreaterThanOrEqual(Math.max(min, p.model.price[0]));
      expect(dollars, `${p.row.vendor} ${p.row.title}`).toBeLessThanOrEqual(Math.min(max, p.model.price[1]));
      expect((p.row.price_cents as number) % 5_00).toBe(0);
    }
  });

  it("keeps estimated retail above the price and any original price", () => {
    for (const p of products) {
      const retail = p.row.estimated_retail_cents as number;
      expect(retail).toBeGreaterThan(p.row.price_cents as number);
      if (p.row.original_price_cents != null) expect(retail).toBeGreaterThan(p.row.original_price_cents);
    }
  });

  it("reduces clearance pieces by an amount inside their tier, and every reduced piece carries its original price", () => {
    const clearance = products.filter(tagged(TAGS.clearance));
    expect(clearance.length).toBeGreaterThan(0);
    for (const p of clearance) {
      const tiers = CLEARANCE_TIERS.filter((t) => hasTag(p.tags, t.tag));
      expect(tiers).toHaveLength(1);
      const tier = tiers[0] as (typeof CLEARANCE_TIERS)[number];
      const off = percentOff(p.row.price_cents as number, p.row.original_price_cents as number);
      expect(off, p.row.title).toBeGreaterThan(tierFloorPercent(tier));
      expect(off, p.row.title).toBeLessThanOrEqual(tier.maxPercent);
    }
    for (const p of products) {
      const reduced = hasTag(p.tags, TAGS.clearance) || hasTag(p.tags, TAGS.priceDrop);
      expect(p.row.original_price_cents != null).toBe(reduced);
      if (reduced) expect(p.row.original_price_cents).toBeGreaterThan(p.row.price_cents as number);
      expect(p.details.some((d) => d.key === "original_price")).toBe(reduced);
    }
  });

  it("flags exotic skins exactly when a material names one", () => {
    for (const p of products) {
      const strap = p.details.find((d) => d.key === "strap_material")?.value;
      const exotic = [p.row.exterior_material, p.row.interior_material, strap].some((m) => isExoticMaterial(m));
      expect(p.row.is_exotic).toBe(exotic ? 1 : 0);
    }
    expect(share((p) => p.row.is_exotic === 1)).toBeGreaterThan(0.005);
  });

  it("tags merchandising in believable shares", () => {
    expect(share(tagged(TAGS.newArrivals))).toBeCloseTo(0.15, 2);
    expect(share(tagged(TAGS.clearance))).toBeGreaterThan(0.06);
    expect(share(tagged(TAGS.clearance))).toBeLessThan(0.1);
    expect(share(tagged(TAGS.priceDrop))).toBeGreaterThan(0.08);
    expect(share(tagged(TAGS.priceDrop))).toBeLessThan(0.13);
    expect(share(tagged("wholesale"))).toBeGreaterThan(0.08);
    expect(share(tagged("wholesale"))).toBeLessThan(0.12);
    expect(share(tagged(TAGS.mostWanted))).toBeGreaterThan(0.015);
    expect(share(tagged(TAGS.mostWanted))).toBeLessThan(0.05);
    expect(share(tagged(TAGS.investmentPiece))).toBeGreaterThan(0.015);
    expect(share(tagged(TAGS.investmentPiece))).toBeLessThan(0.05);
    expect(share((p) => p.row.state === "sold")).toBeGreaterThan(0.04);
    expect(share((p) => p.row.state === "sold")).toBeLessThan(0.08);
  });

  it("puts the newest few listings in the VIP preview and everything else in the general view", () => {
    for (const p of products) {
      const firstLook = hasTag(p.tags, TAGS.firstLook);
      expect(firstLook).not.toBe(hasTag(p.tags, TAGS.generalView));
      if (firstLook) {
        expect(p.row.state).toBe("available");
        expect(new Date(p.row.first_look_ends_at as string).getTime()).toBeGreaterThan(NOW.getTime());
        expect(hasTag(p.tags, TAGS.newArrivals)).toBe(true);
      } else {
        expect(p.row.first_look_ends_at).toBeNull();
      }
    }
    const firstLook = products.filter(tagged(TAGS.firstLook));
    expect(firstLook.length).toBeGreaterThanOrEqual(3);
    expect(firstLook.map((p) => p.n)).toEqual(products.slice(-firstLook.length).map((p) => p.n));
  });

  it("dates listings over the last 18 months, newest last, never after now", () => {
    const published = products.map((p) => Date.parse(p.row.published_at as string));
    for (let i = 1; i < published.length; i++) expect(published[i]).toBeGreaterThan(published[i - 1] as number);
    expect(NOW.getTime() - (published[0] as number)).toBeGreaterThan(500 * 86_400_000);
    expect(published.at(-1)).toBeLessThanOrEqual(NOW.getTime());
    for (const p of products) {
      expect(Date.parse(p.row.created_at)).toBeLessThan(Date.parse(p.row.published_at as string));
      expect(Date.parse(p.row.updated_at)).toBeGreaterThanOrEqual(Date.parse(p.row.published_at as string));
      expect(Date.parse(p.row.updated_at)).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it("writes the prefix tags, a wholesale discount tag with the wholesale tag, and men for men's and unisex pieces", () => {
    for (const p of products) {
      expect(p.tags).toContain(`${TAG_PREFIX.itemType}${p.row.item_type}`);
      expect(p.tags).toContain(`${TAG_PREFIX.size}${p.row.item_size}`);
      expect(p.tags).toContain(`${TAG_PREFIX.condition}${p.row.condition}`);
      expect(hasTag(p.tags, "wholesale")).toBe(WHOLESALE_TAGS.some((w) => hasTag(p.tags, w)));
      expect(hasTag(p.tags, TAGS.men)).toBe(p.row.gender !== "women");
      expect(hasTag(p.tags, TAGS.outlet)).toBe(p.row.condition === "Outlet");
      expect(new Set(p.tags).size).toBe(p.tags.length);
    }
  });

  it("grades mostly Excellent and Very Good, and covers every category and grade", () => {
    const byGrade = (grade: string) => share((p) => p.row.condition === grade);
    expect(byGrade("Excellent") + byGrade("Very Good")).toBeGreaterThan(0.5);
    expect(new Set(products.map((p) => p.row.condition))).toEqual(new Set(CONDITION_GRADES));
    expect(new Set(products.map((p) => p.row.category))).toEqual(new Set(CATEGORIES));
  });

  it("writes detail rows in sections with consecutive positions and the money values in whole dollars", () => {
    for (const p of products.slice(0, 300)) {
      expect(p.details.map((d) => d.position)).toEqual(p.details.map((_, i) => i + 1));
      expect(new Set(p.details.map((d) => d.key)).size).toBe(p.details.length);
      expect(p.details.every((d) => ["Condition", "Details", "Measurements"].includes(d.section))).toBe(true);
      const detail = (key: string) => p.details.find((d) => d.key === key)?.value;
      expect(detail("condition")).toBe(p.row.condition);
      expect(detail("estimated_retail_price")).toBe(String((p.row.estimated_retail_cents as number) / 100));
      const accessories = detail("accessories") as string;
      expect(accessories === "None" || Array.isArray(JSON.parse(accessories))).toBe(true);
    }
  });

  it("names four images per listing, front, side, back and detail, with descriptive alt text", () => {
    const birkin = products.find((p) => p.row.model === "Birkin") as GeneratedProduct;
    expect(birkin.images.map((i) => i.storageKey)).toEqual([1, 2, 3, 4].map((n) => `products/${birkin.row.id}/${n}.svg`));
    expect(birkin.images.map((i) => i.view)).toEqual(["front", "side", "back", "detail"]);
    expect(birkin.images[0]?.alt).toMatch(/^Hermès Birkin \d\d in .+, front view$/);
    expect(birkin.images[3]?.alt).toMatch(/, detail view$/);
    expect(birkin.row.title).toMatch(/^Birkin \d\d \S/);
  });
});
