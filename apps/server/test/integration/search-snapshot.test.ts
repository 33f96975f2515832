import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductLookupService } from "../../src/modules/catalog/product-lookup.service.ts";
import { collectionMembers } from "../../src/modules/search/collection-members.ts";
import { SnapshotCache } from "../../src/modules/search/snapshot-cache.ts";
import { insertProduct } from "../support/catalog-fixtures.ts";
import { ControlledClock } from "../support/controlled-clock.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let database: TestDatabase;
const clock = new ControlledClock();

beforeAll(async () => {
  database = await createTestDatabase();
  for (let n = 0; n < 7; n++) await insertProduct(database.db.kysely, { handle: `snapshot-${n}`, updated_at: "2026-10-01T00:00:00.000Z" });
});
afterAll(async () => {
  await database.drop();
});

describe("catalog snapshot rebuilds", () => {
  it("reads the catalog in slices and still holds every listed product", async () => {
    const cache = new SnapshotCache(new ProductLookupService(database.db, clock), clock, { sliceRows: 2 });
    const loaded = await cache.get();
    expect(loaded.snapshot.count).toBe(7);
    expect(new Set(loaded.snapshot.ids).size).toBe(7);
  });

  it("rebuilds a small catalog before answering, so a change shows at once", async () => {
    const cache = new SnapshotCache(new ProductLookupService(database.db, clock), clock);
    expect((await cache.get()).snapshot.count).toBe(7);
    await insertProduct(database.db.kysely, { handle: "snapshot-inline", updated_at: "2026-10-02T00:00:00.000Z" });
    expect((await cache.get()).snapshot.count).toBe(8);
  });

  it("patches a change in before answering, keeping every product's index", async () => {
    const lookup = new ProductLookupService(database.db, clock);
    const cache = new SnapshotCache(lookup, clock);
    const before = (await cache.get()).snapshot;
    const [first] = await database.db.kysely.selectFrom("products").select(["id"]).orderBy("id").limit(1).execute();
    await database.db.kysely.updateTable("products").set({ price_cents: 123_00, updated_at: "2026-10-03T00:00:00.000Z" }).where("id", "=", first!.id).execute();
    const added = await insertProduct(database.db.kysely, { handle: "snapshot-patched", updated_at: "2026-10-03T00:00:01.000Z" });
    const after = (await cache.get()).snapshot;
    expect(after).not.toBe(before);
    const i = after.indexOf.get(first!.id)!;
    expect(i).toBe(before.indexOf.get(first!.id));
    expect(after.priceCents[i]).toBe(123_00);
    expect(before.priceCents[i]).not.toBe(123_00);
    expect(after.indexOf.get(added.id)).toBe(before.count);
    expect([after.count, after.live]).toEqual([before.count + 1, before.live + 1]);
    expect(after.orders["price-asc"][0]).toBe(i);
  });

  it("drops an unlisted product from every order and a designer without listings from the collections", async () => {
    const cache = new SnapshotCache(new ProductLookupService(database.db, clock), clock);
    const loaded = await cache.get();
    const only = await insertProduct(database.db.kysely, { handle: "snapshot-only-fendi", vendor: "Fendi", updated_at: "2026-10-04T00:00:00.000Z" });
    const withFendi = await cache.get();
    expect(collectionMembers(withFendi, "fendi")?.list.length).toBe(1);
    await database.db.kysely.updateTable("products").set({ state: "withdrawn", updated_at: "2026-10-04T00:00:01.000Z" }).where("id", "=", only.id).execute();
    const without = await cache.get();
    const i = without.snapshot.indexOf.get(only.id)!;
    expect(without.snapshot.listed[i]).toBe(0);
    expect(without.snapshot.live).toBe(loaded.snapshot.live);
    for (const order of Object.values(without.snapshot.orders).slice(0, 6)) expect([...(order as Int32Array)]).not.toContain(i);
    expect(() => collectionMembers(without, "fendi")).toThrow("This collection does not exist.");
  });

  it("rebuilds in the background when the stamp goes back (the newest product deleted), answering from the current snapshot meanwhile", async () => {
    const cache = new SnapshotCache(new ProductLookupService(database.db, clock), clock, { sliceRows: 3 });
    const newest = await insertProduct(database.db.kysely, { handle: "snapshot-deleted", updated_at: "2026-10-05T00:00:00.000Z" });
    const before = await cache.get();
    await database.db.kysely.deleteFrom("products").where("id", "=", newest.id).execute();
    const meanwhile = await cache.get();
    expect(meanwhile).toBe(before);
    const rebuilt = await cache.rebuilding();
    expect(rebuilt?.snapshot.indexOf.has(newest.id)).toBe(false);
    expect((await cache.get()).snapshot.live).toBe(before.snapshot.live - 1);
  });

  it("a background rebuild, patched together in slices from nothing, equals a fresh build", async () => {
    const cache = new SnapshotCache(new ProductLookupService(database.db, clock), clock, { sliceRows: 2 });
    const newest = await insertProduct(database.db.kysely, { handle: "snapshot-rebuilt", vendor: "Gucci", colors: JSON.stringify(["Red", "Gold"]), tags: ["price-drop"], updated_at: "2026-10-05T12:00:00.000Z" });
    await cache.get();
    await database.db.kysely.deleteFrom("products").where("id", "=", newest.id).execute();
    await cache.get();
    const rebuilt = (await cache.rebuilding())!;
    const fresh = await new SnapshotCache(new ProductLookupService(database.db, clock), clock).get();
    const view = (loaded: typeof fresh) => {
      const s = loaded.snapshot;
      const ids = (order: Int32Array) => Array.from(order, (i) => s.ids[i]!);
      return {
        live: s.live,
        orders: Object.fromEntries(Object.entries(s.orders).filter(([name]) => name !== "newestRank").map(([name, order]) => [name, ids(order as Int32Array)])),
        vocabulary: [...loaded.vocabulary.words].sort(([a], [b]) => (a < b ? -1 : 1)),
        terms: loaded.terms,
        tags: Object.fromEntries(
          [...s.tagSets].map(([tag, set]): [string, string[]] => [tag, ids(s.orders.newest).filter((id) => set[s.indexOf.get(id)!] === 1).sort()]).filter(([, members]) => members.length > 0),
        ),
      };
    };
    expect(view(rebuilt)).toEqual(view(fresh));
  });

  it("shares one patch between concurrent searches", async () => {
    const lookup = new ProductLookupService(database.db, clock);
    let reads = 0;
    const counting = Object.assign(Object.create(lookup) as ProductLookupService, {
      changedFacts: (since: string) => {
        reads += 1;
        return lookup.changedFacts(since);
      },
    });
    const cache = new SnapshotCache(counting, clock);
    await cache.get();
    await insertProduct(database.db.kysely, { handle: "snapshot-concurrent", updated_at: "2026-10-06T00:00:00.000Z" });
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.get()));
    expect(new Set(answers).size).toBe(1);
    expect(reads).toBe(1);
  });
});

describe("favorites counts re-read in the background", () => {
  it("reads them a slice at a time and moves only the popularity orders, keeping the change stamp", async () => {
    const cache = new SnapshotCache(new ProductLookupService(database.db, clock), clock, { readSliceRows: 3, favoritesRefreshMs: 30_000 });
    const before = (await cache.get()).snapshot;
    const ids = await database.db.kysely.selectFrom("products").select(["id"]).where("state", "<>", "draft").orderBy("id").execute();
    // Favoriting does not move updated_at: only the background re-read sees it. The last product becomes the most popular.
    const last = ids[ids.length - 1]!.id;
    await database.db.kysely.updateTable("products").set({ favorites_count: 1_000 }).where("id", "=", last).execute();
    expect((await cache.get()).snapshot).toBe(before);
    clock.advance(31_000);
    await cache.get(); // starts the re-read
    let after = before;
    for (let k = 0; k < 50 && after === before; k++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      after = (await cache.get()).snapshot;
    }
    expect(after).not.toBe(before);
    expect(after.stamp).toBe(before.stamp);
    expect(after.favorites[after.indexOf.get(last)!]).toBe(1_000);
    expect(after.ids[after.orders["most-popular"][0]!]).toBe(last);
    expect(after.orders.newest).toBe(before.orders.newest);
    expect(after.priceCents).toBe(before.priceCents);
  });
});

