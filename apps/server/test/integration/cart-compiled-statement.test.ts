import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/schema.ts";
import { compiledStatement } from "../../src/modules/cart/compiled-statement.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const cartRow = (id: string, note: string) => ({
  id,
  user_id: null,
  buyer_email: null,
  buyer_country: null,
  note,
  attributes: "[]",
  discount_codes: "[]",
  gift_card_ids: "[]",
  completed_order_id: null,
  created_at: "2026-11-29T00:00:00.000Z",
  updated_at: "2026-11-29T00:00:00.000Z",
});

describe("a statement compiled once (the cart's, issue 17)", () => {
  it("runs with each call's own arguments, in and out of a transaction", async () => {
    const db = database.db.kysely;
    await db.insertInto("carts").values([cartRow("compiled-a", "first"), cartRow("compiled-b", "second")]).execute();
    const note = compiledStatement(1, (db: Kysely<Database>, id: string) => db.selectFrom("carts").select(["id", "note"]).where("id", "=", id));
    const rename = compiledStatement(2, (db: Kysely<Database>, text: string, id: string) => db.updateTable("carts").set({ note: text }).where("id", "=", id));
    expect((await note(db, "compiled-a")).rows).toEqual([{ id: "compiled-a", note: "first" }]);
    expect((await note(db, "compiled-b")).rows).toEqual([{ id: "compiled-b", note: "second" }]);
    expect((await note(db, "nothing")).rows).toEqual([]);
    await db.transaction().execute(async (tx) => {
      await rename(tx, "renamed", "compiled-b");
      expect((await note(tx, "compiled-b")).rows).toEqual([{ id: "compiled-b", note: "renamed" }]);
    });
    expect((await note(db, "compiled-a")).rows).toEqual([{ id: "compiled-a", note: "first" }]);
    expect((await note(db, "compiled-b")).rows).toEqual([{ id: "compiled-b", note: "renamed" }]);
  });

  it("refuses a statement whose arguments are not each one parameter", async () => {
    const twice = compiledStatement(1, (db: Kysely<Database>, id: string) => db.selectFrom("carts").select("id").where("id", "=", id).where("note", "=", id));
    await expect(twice(database.db.kysely, "x")).rejects.toThrow(/argument 0 is not one parameter/);
    const unused = compiledStatement(1, (db: Kysely<Database>, _id: string) => db.selectFrom("carts").select("id").where("id", "=", "fixed"));
    await expect(unused(database.db.kysely, "x")).rejects.toThrow(/argument 0 is not one parameter/);
  });
});
