import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductLookupService } from "../../src/modules/catalog/product-lookup.service.ts";
import { insertProduct } from "../support/catalog-fixtures.ts";
import { ControlledClock } from "../support/controlled-clock.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/**
 * The cart's read selects each line's piece beside the line (decision 099): the catalog's rider must
 * give, for every kind of piece, exactly what its own read by variant id gives — the cart prices and
 * shows what it read either way.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe("the catalog's merchandise rider", () => {
  it("selects, beside another statement's variant ids, what the read by variant id gives; nothing for unlisted, unknown and named variants", async () => {
    const db = database.db.kysely;
    const pieces = [
      await insertProduct(db, { tags: ["new-arrival", "under-2000"], images: 3, price_cents: 1_234_56, original_price_cents: 2_000_00 }),
      await insertProduct(db, { tags: [], images: 0, is_exotic: 1, vendor: "Hermès", title: "Birkin 30 « Étoupe » with 'quotes'" }),
      await insertProduct(db, { tags: ["vip"], first_look_ends_at: "2026-12-01T05:00:00.000Z" }),
      await insertProduct(db, { state: "sold", images: 2 }),
      await insertProduct(db, { state: "draft" }),
      await insertProduct(db, { state: "withdrawn" }),
    ];
    const lookup = new ProductLookupService(database.db, new ControlledClock());
    const variantIds = [...pieces.map((p) => p.variant_id), "49999999999999", "shipping-protection-3"];
    const read = await lookup.merchandiseByVariantIds(variantIds);
    // The other statement: one row per variant id, the rider selected beside it.
    const values = sql.join(variantIds.map((id) => sql`select ${id} as variant_id`), sql` union all `);
    const { rows } = await sql<{ variant_id: string; merchandise: unknown }>`select v.variant_id, ${lookup.merchandiseRider.select(sql.ref("v.variant_id"))} as merchandise from (${values}) v`.execute(db);
    const ridden = new Map(rows.map((row) => [row.variant_id, lookup.merchandiseRider.decode(row.merchandise)]));
    expect(ridden.size).toBe(variantIds.length);
    for (const id of variantIds) expect(ridden.get(id), id).toEqual(read.get(id) ?? null);
    // What was listed came through whole: tags, the first image as cover, prices and flags.
    expect(ridden.get(pieces[0]!.variant_id)).toMatchObject({ tags: expect.arrayContaining(["new-arrival", "under-2000"]), priceCents: 1_234_56, compareAtPriceCents: 2_000_00, cover: { storageKey: `products/${pieces[0]!.id}/1.svg`, width: 1500, height: 1500 } });
    expect(ridden.get(pieces[1]!.variant_id)).toMatchObject({ tags: [], cover: null, isExotic: true, title: "Birkin 30 « Étoupe » with 'quotes'" });
    expect(ridden.get(pieces[2]!.variant_id)).toMatchObject({ state: "available", firstLookEndsAt: "2026-12-01T05:00:00.000Z" });
    expect(ridden.get(pieces[3]!.variant_id)).toMatchObject({ state: "sold" });
    for (const unlisted of [pieces[4]!, pieces[5]!]) expect(ridden.get(unlisted.variant_id)).toBeNull();
  });
});
