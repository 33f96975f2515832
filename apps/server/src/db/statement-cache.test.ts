import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { CachedStatements } from "./statement-cache.ts";

function open(capacity?: number) {
  const sqlite = new BetterSqlite3(":memory:");
  const handle = new CachedStatements(sqlite, capacity);
  return { sqlite, handle, kysely: new Kysely<{ t: { id: number; name: string } }>({ dialect: new SqliteDialect({ database: handle }) }) };
}

describe("CachedStatements", () => {
  it("prepares each SQL text once and reuses it, readers and writers alike", async () => {
    const { handle, kysely } = open();
    await sql`create table t (id integer primary key, name text not null)`.execute(kysely);
    for (let n = 1; n <= 3; n++) await kysely.insertInto("t").values({ id: n, name: `n${n}` }).execute();
    expect(handle.prepare("select 1")).toBe(handle.prepare("select 1"));
    const rows = await kysely.selectFrom("t").selectAll().where("id", ">", 1).orderBy("id").execute();
    expect(rows).toEqual([{ id: 2, name: "n2" }, { id: 3, name: "n3" }]);
    const again = await kysely.selectFrom("t").selectAll().where("id", ">", 2).orderBy("id").execute();
    expect(again).toEqual([{ id: 3, name: "n3" }]);
    const result = await kysely.updateTable("t").set({ name: "x" }).where("id", "<", 3).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
    await kysely.destroy();
  });

  it("evicts the least recently used statement beyond its capacity", () => {
    const { handle, sqlite } = open(2);
    const one = handle.prepare("select 1");
    handle.prepare("select 2");
    handle.prepare("select 1");
    handle.prepare("select 3");
    expect(handle.size).toBe(2);
    expect(handle.prepare("select 1")).toBe(one);
    expect(handle.prepare("select 2")).not.toBe(one);
    sqlite.close();
  });

  it("sees schema changes and works inside transactions, a rolled-back one included", async () => {
    const { kysely } = open();
    await sql`create table t (id integer primary key, name text not null)`.execute(kysely);
    await kysely.insertInto("t").values({ id: 1, name: "a" }).execute();
    await expect(
      kysely.transaction().execute(async (trx) => {
        await trx.insertInto("t").values({ id: 2, name: "b" }).execute();
        expect(await trx.selectFrom("t").select("id").execute()).toHaveLength(2);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await kysely.selectFrom("t").select("id").execute()).toEqual([{ id: 1 }]);
    await sql`alter table t add column extra text`.execute(kysely);
    expect(await kysely.selectFrom("t").selectAll().execute()).toEqual([{ id: 1, name: "a", extra: null }]);
    await kysely.destroy();
  });

  it("gives a statement of its own while the cached one is still being iterated", async () => {
    const { kysely } = open();
    await sql`create table t (id integer primary key, name text not null)`.execute(kysely);
    await kysely.insertInto("t").values([{ id: 1, name: "a" }, { id: 2, name: "b" }]).execute();
    const query = kysely.selectFrom("t").select("id").orderBy("id");
    const seen: number[] = [];
    for await (const row of query.stream()) seen.push(row.id);
    expect(seen).toEqual([1, 2]);
    expect(await query.execute()).toEqual([{ id: 1 }, { id: 2 }]);
    await kysely.destroy();
  });
});
