import { describe, expect, it } from "vitest";
import type { SnapshotRow } from "../catalog/product-lookup.service.ts";
import { buildSnapshot } from "./catalog-snapshot.ts";
import { collectionMembers, patchMembers } from "./collection-members.ts";
import { LoadedSnapshot } from "./snapshot-cache.ts";
import { patchSnapshot } from "./snapshot-patch.ts";

function row(n: number, changes: Partial<SnapshotRow> = {}): SnapshotRow {
  return {
    id: `p${String(n).padStart(4, "0")}`,
    title: `Piece ${n}`,
    vendor: ["Chanel", "Gucci", "Hermès"][n % 3]!,
    vendor_handle: ["chanel", "gucci", "hermes"][n % 3]!,
    category: n % 2 ? "bags" : "accessories",
    item_type: "Tote",
    model: null,
    style: "Tote",
    item_size: null,
    condition: "Excellent",
    colors: '["Black"]',
    exterior_material: "Leather",
    interior_material: null,
    price_cents: 100_00 * (n + 1),
    estimated_retail_cents: null,
    percent_off_retail: 0,
    state: "available",
    favorites_count: 0,
    published_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    first_look_ends_at: null,
    store_handle: null,
    ...changes,
  };
}

const tagsOf = (rows: SnapshotRow[]) => rows.filter((_, k) => k % 4 === 0).map((r) => ({ product_id: r.id, tag: "clair-picks" }));
const HANDLES = ["all-bags", "clair-picks", "gucci"];
const plain = (m: ReturnType<typeof collectionMembers>) => m && { list: Array.from(m.list), set: Array.from(m.set), bits: Array.from(m.bits) };

describe("collection members after a patch", () => {
  it("are the members a fresh snapshot has: a product moved in or out, one unlisted, new ones appended", () => {
    const rows = Array.from({ length: 40 }, (_, n) => row(n));
    const first = new LoadedSnapshot(buildSnapshot("1", rows, tagsOf(rows)), 0, 0);
    for (const handle of HANDLES) collectionMembers(first, handle);
    const changed = [row(1, { category: "accessories" }), row(2, { category: "bags", vendor: "Gucci", vendor_handle: "gucci" }), row(3, { price_cents: 1 }), row(40), row(41, { vendor: "Gucci", vendor_handle: "gucci" })];
    const tags = [{ product_id: row(3).id, tag: "clair-picks" }, { product_id: row(41).id, tag: "clair-picks" }];
    const { snapshot, changed: indices } = patchSnapshot(first.snapshot, "2", { rows: changed, goneIds: [row(5).id, row(4).id], tags });
    const patched = first.patched(snapshot, indices);
    const fresh = new LoadedSnapshot(snapshot, 0, 0);
    for (const handle of HANDLES) {
      const carried = collectionMembers(patched, handle);
      expect(plain(carried), handle).toEqual(plain(collectionMembers(fresh, handle)));
      // Carried from the previous snapshot's, which is left as it was (a search may still read it).
      expect(carried).not.toBe(collectionMembers(first, handle));
    }
    expect(plain(collectionMembers(first, "all-bags"))!.set[1]).toBe(1);
  });

  it("keep the previous members when no changed row moves in or out", () => {
    const previous = { list: Int32Array.from([1, 3]), set: Uint8Array.from([0, 1, 0, 1]), bits: Uint32Array.from([0b1010]) };
    expect(patchMembers(previous, 4, Int32Array.from([0, 3]), (i) => i % 2 === 1)).toBe(previous);
    const grown = patchMembers(previous, 6, Int32Array.from([4, 5]), (i) => i === 5);
    expect({ list: Array.from(grown.list), set: Array.from(grown.set), bits: Array.from(grown.bits) }).toEqual({ list: [1, 3, 5], set: [0, 1, 0, 1, 0, 1], bits: [0b101010] });
    expect(Array.from(previous.set)).toEqual([0, 1, 0, 1]);
  });
});
