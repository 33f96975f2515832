import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductLookupService } from "../../src/modules/catalog/product-lookup.service.ts";
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

  it("rebuilds a large catalog in the background, answering from the previous snapshot meanwhile", async () => {
    const cache = new SnapshotCache(new ProductLookupService(database.db, clock), clock, { backgroundRebuildFrom: 1 });
    const before = (await cache.get()).snapshot.count;
    await insertProduct(database.db.kysely, { handle: "snapshot-background", updated_at: "2026-10-03T00:00:00.000Z" });
    const meanwhile = await cache.get();
    expect(meanwhile.snapshot.count).toBe(before);
    const rebuilt = await cache.rebuilding();
    expect(rebuilt?.snapshot.count).toBe(before + 1);
    expect((await cache.get()).snapshot.count).toBe(before + 1);
  });
});
