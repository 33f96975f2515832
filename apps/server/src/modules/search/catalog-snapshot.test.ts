import { describe, expect, it } from "vitest";
import type { SnapshotRow } from "../catalog/product-lookup.service.ts";
import { buildSnapshot, SnapshotBuilder, type CatalogSnapshot } from "./catalog-snapshot.ts";

const COLORS = ['["Black"]', '["Red", "Gold"]', "[]", '["Blue", "White", "Red"]'];

function row(n: number): SnapshotRow {
  return {
    id: `p${String(n).padStart(6, "0")}`,
    title: `Piece ${n % 97}`,
    vendor: ["Chanel", "Gucci", "Hermès"][n % 3]!,
    vendor_handle: ["chanel", "gucci", "hermes"][n % 3]!,
    category: n % 2 ? "bags" : "accessories",
    item_type: ["Tote", "Scarf", "Clutch"][n % 3]!,
    model: n % 5 ? `Model ${n % 11}` : null,
    style: "Tote",
    item_size: n % 4 ? "Medium" : null,
    condition: n % 3 ? "Excellent" : "Good",
    colors: COLORS[n % COLORS.length]!,
    exterior_material: n % 7 ? "Leather" : "Crocodile",
    interior_material: null,
    price_cents: 100_00 * ((n * 37) % 500),
    estimated_retail_cents: n % 2 ? 900_00 : null,
    percent_off_retail: (n * 13) % 1000,
    state: n % 9 ? "available" : "sold",
    favorites_count: (n * 7) % 50,
    published_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    first_look_ends_at: n % 10 === 0 ? "2026-12-01T00:00:00.000Z" : null,
    store_handle: null,
  };
}

/** Everything a snapshot answers with, as plain values. */
function view(s: CatalogSnapshot) {
  const { indexOf, tagSets, orders, designers, categories, itemTypes, itemSizes, conditions, colors, exotics, stores, models, ...rest } = s;
  return {
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, ArrayBuffer.isView(v) ? Array.from(v as unknown as ArrayLike<number>) : v])),
    indexOf: [...indexOf],
    tagSets: [...tagSets].map(([k, v]) => [k, Array.from(v)]),
    orders: Object.fromEntries(Object.entries(orders).map(([k, v]) => [k, Array.from(v)])),
    dictionaries: [designers, categories, itemTypes, itemSizes, conditions, colors, exotics, stores, models].map((d) => d.values),
  };
}

describe("SnapshotBuilder", () => {
  it("builds from slices (its columns growing past their first size) the snapshot built from all rows at once", () => {
    const rows = Array.from({ length: 2_500 }, (_, n) => row(n));
    const tags = rows.flatMap((r, n) => [
      ...(n % 4 === 0 ? [{ product_id: r.id, tag: "Trending" }] : []),
      ...(n % 10 === 0 ? [{ product_id: r.id, tag: "bc-filter-VIP Preview" }] : []),
    ]);
    const whole = buildSnapshot("stamp", rows, tags);
    const builder = new SnapshotBuilder();
    for (let k = 0; k < rows.length; k += 700) {
      const slice = rows.slice(k, k + 700);
      const ids = new Set(slice.map((r) => r.id));
      builder.add(slice, tags.filter((t) => ids.has(t.product_id)));
    }
    const sliced = builder.finish("stamp");
    expect(sliced.count).toBe(2_500);
    expect(sliced.priceCents.length).toBe(2_500);
    expect(sliced.colorStart.length).toBe(2_501);
    expect(view(sliced)).toEqual(view(whole));
  });

  it("builds an empty snapshot", () => {
    const empty = new SnapshotBuilder().finish("");
    expect([empty.count, empty.colorStart.length, empty.colorCodes.length, empty.orders.newest.length]).toEqual([0, 1, 0, 0]);
  });
});
