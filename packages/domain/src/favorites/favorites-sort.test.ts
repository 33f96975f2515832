import { describe, expect, it } from "vitest";
import { FAVORITES_SORTS, sortFavorites, type SortableFavorite } from "./favorites-sort.ts";

const items: SortableFavorite[] = [
  { productId: "1", addedAt: "2026-11-01T10:00:00.000Z", designer: "Hermès", priceCents: 12_000_00 },
  { productId: "2", addedAt: "2026-11-03T10:00:00.000Z", designer: "chanel", priceCents: 4_500_00 },
  { productId: "3", addedAt: "2026-11-02T10:00:00.000Z", designer: "Bottega Veneta", priceCents: 4_500_00 },
  { productId: "4", addedAt: "2026-11-04T10:00:00.000Z", designer: "Hermes", priceCents: 900_00 },
];
const ids = (list: SortableFavorite[]) => list.map((i) => i.productId);

describe("favorites sorts (spec 2 §9: date added, designer A-Z, price low-high, price high-low)", () => {
  it("offers exactly the four sorts of the spec", () => {
    expect(FAVORITES_SORTS.map((s) => s.label)).toEqual(["Date Added", "Designer: A-Z", "Price: Low to High", "Price: High to Low"]);
  });

  it("date added lists the newest favorite first", () => {
    expect(ids(sortFavorites(items, "date-added"))).toEqual(["4", "2", "3", "1"]);
  });

  it("designer A-Z ignores case and accents, newest first within a designer", () => {
    expect(ids(sortFavorites(items, "designer-az"))).toEqual(["3", "2", "4", "1"]);
  });

  it("price low-high and high-low break ties by the newest favorite", () => {
    expect(ids(sortFavorites(items, "price-asc"))).toEqual(["4", "2", "3", "1"]);
    expect(ids(sortFavorites(items, "price-desc"))).toEqual(["1", "2", "3", "4"]);
  });

  it("leaves its input untouched", () => {
    const before = ids(items);
    sortFavorites(items, "price-desc");
    expect(ids(items)).toEqual(before);
  });
});
