import { describe, expect, it } from "vitest";
import { buildSnapshot } from "./catalog-snapshot.ts";
import { buildFacets } from "./facet-builder.ts";
import type { PlacedRefinement } from "./facet.ts";
import { RankingFields } from "./relevance.ts";
import { runSearch } from "./search-run.ts";
import type { SnapshotRow } from "../catalog/product-lookup.service.ts";

function row(n: number, overrides: Partial<SnapshotRow>): SnapshotRow {
  return {
    id: String(1000 + n),
    title: `Piece ${n}`,
    vendor: "Chanel",
    vendor_handle: "chanel",
    category: "bags",
    item_type: "Tote",
    model: null,
    style: "Tote",
    item_size: "Medium",
    condition: "Excellent",
    colors: '["Black"]',
    exterior_material: "Leather",
    interior_material: null,
    price_cents: 100_000 * n,
    estimated_retail_cents: null,
    percent_off_retail: 0,
    state: "available",
    favorites_count: n,
    published_at: `2026-10-${String(n).padStart(2, "0")}T00:00:00.000Z`,
    first_look_ends_at: null,
    store_handle: null,
    ...overrides,
  };
}

const snapshot = buildSnapshot(
  "stamp",
  [
    row(1, {}),
    row(2, { vendor: "Gucci", vendor_handle: "gucci", colors: '["Red"]' }),
    row(3, { colors: '["Red", "Gold"]', condition: "Good" }),
    row(4, { vendor: "Gucci", vendor_handle: "gucci", condition: "Good", state: "sold" }),
    row(5, { title: "Chanel Scarf", vendor: "Hermès", vendor_handle: "hermes", category: "accessories", item_type: "Scarf" }),
  ],
  [{ product_id: "1003", tag: "Trending" }],
);

const value = (navigationName: string, v: string, n = 0): PlacedRefinement => ({ field: `refinements.${n}`, navigationName, type: "Value", value: v });
const names = ["designer", "color", "condition", "bag_type", "featured", "availability"];

function counts(refinements: PlacedRefinement[]) {
  const facets = buildFacets(snapshot, names, refinements, 0);
  const run = runSearch(snapshot, { candidates: null, scope: [], facets, sort: "price-asc", skip: 0, pageSize: 48 });
  const byName: Record<string, Record<string, number>> = Object.fromEntries(
    facets.map((f) => [f.definition.name, Object.fromEntries(f.refinements().map((r) => [r.type === "Value" ? r.value : r.displayName, r.count]))]),
  );
  return { total: run.total, page: run.page.map((i) => snapshot.ids[i]), designer: byName.designer, color: byName.color, condition: byName.condition, bag_type: byName.bag_type, featured: byName.featured, availability: byName.availability };
}

describe("runSearch", () => {
  it("counts every value over everything when nothing is selected", () => {
    const result = counts([]);
    expect(result.total).toBe(5);
    expect(result.designer).toEqual({ Chanel: 2, Gucci: 2, Hermès: 1 });
    expect(result.color).toEqual({ Black: 3, Red: 2, Gold: 1 });
    expect(result.bag_type).toEqual({ Tote: 4 });
    expect(result.featured).toEqual({ Trending: 1 });
    expect(result.availability).toEqual({ "In Stock": 4, All: 5 });
  });

  it("counts each navigation without its own selection and the others with theirs", () => {
    const result = counts([value("designer", "gucci"), value("condition", "Good", 1)]);
    expect(result.total).toBe(1);
    expect(result.page).toEqual(["1004"]);
    // Designers among Good pieces; conditions among Gucci pieces; colours among Good Gucci pieces.
    expect(result.designer).toEqual({ Chanel: 1, Gucci: 1 });
    expect(result.condition).toEqual({ Excellent: 1, Good: 1 });
    expect(result.color).toEqual({ Black: 1 });
  });

  it("ORs values of one navigation", () => {
    const result = counts([value("color", "Red"), value("color", "Gold", 1)]);
    expect(result.page).toEqual(["1002", "1003"]);
    expect(result.color).toEqual({ Black: 3, Red: 2, Gold: 1 });
  });

  it("ranks a designer match above a title match, ties newest first", () => {
    const ranking = new RankingFields(snapshot);
    const candidates = Int32Array.from([0, 2, 4]);
    const scores = ranking.score({ words: ["chanel"], lastIsPrefix: false }, candidates);
    expect(Array.from(scores)).toEqual([10, 10, 5]);
    const run = runSearch(snapshot, { candidates: { indices: candidates, scores }, scope: [], facets: [], sort: "relevance", skip: 0, pageSize: 48 });
    expect(run.page.map((i) => snapshot.ids[i])).toEqual(["1003", "1001", "1005"]);
  });
});
