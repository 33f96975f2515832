import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction, lockForUpdate } from "../../src/db/transaction.ts";
import { insertProduct } from "../support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("transactions on both engines", () => {
  it("runs after-commit effects only when the transaction commits", async () => {
    const effects: string[] = [];
    await inTransaction(database.db, async (tx) => {
      tx.afterCommit(() => void effects.push("committed"));
    });
    await inTransaction(database.db, async (tx) => {
      tx.afterCommit(() => void effects.push("rolled back"));
      throw new Error("abort");
    }).catch(() => {});
    expect(effects).toEqual(["committed"]);
  });

  it("rolls back every write of a failed transaction", async () => {
    const product = await insertProduct(database.db.kysely, { handle: "rollback-probe" });
    await inTransaction(database.db, async (tx) => {
      await tx.db.updateTable("products").set({ price_cents: 1 }).where("id", "=", product.id).execute();
      throw new Error("abort");
    }).catch(() => {});
    const row = await database.db.kysely.selectFrom("products").select("price_cents").where("id", "=", product.id).executeTakeFirstOrThrow();
    expect(row.price_cents).toBe(product.price_cents);
  });

  it("sells a one-of-a-kind item exactly once under 25 concurrent buyers", async () => {
    const product = await insertProduct(database.db.kysely, { handle: "only-one" });
    const attempts = Array.from({ length: 25 }, (_, buyer) =>
      inTransaction(database.db, async (tx) => {
        await lockForUpdate(tx, "products", [product.id]);
        const result = await tx.db
          .updateTable("products")
          .set({ state: "sold", updated_at: `buyer-${buyer}` })
          .where("id", "=", product.id)
          .where("state", "=", "available")
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      }),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const row = await database.db.kysely.selectFrom("products").select("state").where("id", "=", product.id).executeTakeFirstOrThrow();
    expect(row.state).toBe("sold");
  });

  it("serialises read-modify-write through lockForUpdate so no update is lost", async () => {
    const product = await insertProduct(database.db.kysely, { handle: "counter", favorites_count: 0 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        inTransaction(database.db, async (tx) => {
          await lockForUpdate(tx, "products", [product.id]);
          const row = await tx.db.selectFrom("products").select("favorites_count").where("id", "=", product.id).executeTakeFirstOrThrow();
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.db.updateTable("products").set({ favorites_count: row.favorites_count + 1 }).where("id", "=", product.id).execute();
        }),
      ),
    );
    const row = await database.db.kysely.selectFrom("products").select("favorites_count").where("id", "=", product.id).executeTakeFirstOrThrow();
    expect(row.favorites_count).toBe(20);
  });
});
