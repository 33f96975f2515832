import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "@maison/domain/actor/actor";
import { MIN_DESIGNER_SALES, MIN_MODEL_SALES } from "@maison/domain/report/resale-report";
import { seedDemoResaleReport } from "../../src/modules/report/demo-resale-report.ts";
import { inTransaction } from "../../src/db/transaction.ts";
import { insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoResaleReport(t.context.db, t.clock.now())).toBeGreaterThan(1000);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url });

interface Row {
  name: string;
  sales: number | string;
  value: number | string;
}

/** Resale as a share of retail per designer (or model), straight from the table: mean of price ÷ retail, in tenths of a percent. */
async function retentionBySql(year: number, groupBy: "designer" | "model", minimum: number): Promise<Array<{ name: string; sales: number; permille: number }>> {
  const group = groupBy === "designer" ? sql`designer` : sql`designer || '|' || model`;
  const { rows } = await sql<Row>`
    select ${group} as name, count(*) as sales, avg(cast(price_cents as double precision) / retail_cents) as value
    from resale_sales
    where sold_at >= ${`${year}-01-01T00:00:00.000Z`} and sold_at < ${`${year + 1}-01-01T00:00:00.000Z`}
    group by ${group}
    having count(*) >= ${minimum}
  `.execute(t.context.db.kysely);
  return rows
    .map((r) => ({ name: r.name, sales: Number(r.sales), permille: Math.round(Number(r.value) * 1000) }))
    .sort((a, b) => b.permille - a.permille || (a.name < b.name ? -1 : 1));
}

async function meanPriceBySql(year: number): Promise<Map<string, { sales: number; mean: number }>> {
  const { rows } = await sql<{ category: string; sales: number | string; total: number | string }>`
    select category, count(*) as sales, sum(price_cents) as total
    from resale_sales
    where sold_at >= ${`${year}-01-01T00:00:00.000Z`} and sold_at < ${`${year + 1}-01-01T00:00:00.000Z`}
    group by category
  `.execute(t.context.db.kysely);
  return new Map(rows.map((r) => [r.category, { sales: Number(r.sales), mean: Math.round(Number(r.total) / Number(r.sales)) }]));
}

describe("GET /api/v6/clair-report/{year}/ (the Clair Report, computed from Maison's sales)", () => {
  it("lists 2022 and 2021 as the years with a report", async () => {
    const response = await get("/api/v6/clair-report/");
    expect(response.statusCode).toBe(200);
    expect(response.json().years).toEqual([2022, 2021]);
  });

  it("ranks designers and models by resale as a share of retail, as a direct query finds them", async () => {
    const response = await get("/api/v6/clair-report/2022/");
    expect(response.statusCode).toBe(200);
    const report = response.json();
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from resale_sales where sold_at like '2022-%'`.execute(t.context.db.kysely);
    expect(report.sales).toBe(Number(rows[0]!.n));

    const designers = (await retentionBySql(2022, "designer", MIN_DESIGNER_SALES)).slice(0, 10);
    expect(report.designers.map((d: { name: string; sales: number; retention_permille: number }) => ({ name: d.name, sales: d.sales, permille: d.retention_permille }))).toEqual(designers);
    expect(designers.length).toBe(10);

    const models = (await retentionBySql(2022, "model", MIN_MODEL_SALES)).slice(0, 10);
    expect(report.models.map((m: { name: string; designer: string; sales: number; retention_permille: number }) => ({ name: `${m.designer}|${m.name}`, sales: m.sales, permille: m.retention_permille }))).toEqual(models);
    // Investment pieces sell above retail.
    expect(models[0]!.permille).toBeGreaterThan(1000);
  });

  it("gives each category's mean price against 2021, as a direct query finds it", async () => {
    const report = (await get("/api/v6/clair-report/2022/")).json();
    const now = await meanPriceBySql(2022);
    const before = await meanPriceBySql(2021);
    expect(report.price_movements).toHaveLength(now.size);
    for (const movement of report.price_movements) {
      const current = now.get(movement.category)!;
      const previous = before.get(movement.category)!;
      expect(movement).toEqual({
        category: movement.category,
        sales: current.sales,
        mean_price_cents: current.mean,
        previous_sales: previous.sales,
        previous_mean_price_cents: previous.mean,
        change_permille: Math.round(((current.mean - previous.mean) / previous.mean) * 1000),
      });
    }
    const watches = report.price_movements.find((m: { category: string }) => m.category === "watches");
    expect(watches.change_permille).toBeGreaterThan(0);
  });

  it("lists the fastest sellers by the median days from listing to sale, as the sales' own dates give them", async () => {
    const report = (await get("/api/v6/clair-report/2022/")).json();
    expect(report.fastest_sellers).toHaveLength(10);
    const first = report.fastest_sellers[0];
    const rows = await t.context.db.kysely
      .selectFrom("resale_sales")
      .select(["listed_at", "sold_at"])
      .where("designer", "=", first.designer)
      .where("model", "=", first.name)
      .where("sold_at", "like", "2022-%")
      .execute();
    const days = rows.map((r) => Math.floor((Date.parse(r.sold_at) - Date.parse(r.listed_at)) / 86_400_000)).sort((a, b) => a - b);
    const middle = Math.floor(days.length / 2);
    const median = days.length % 2 ? days[middle]! : Math.round((days[middle - 1]! + days[middle]!) / 2);
    expect(first).toEqual({ name: first.name, designer: first.designer, sales: rows.length, median_days: median });
    const medians = report.fastest_sellers.map((f: { median_days: number }) => f.median_days);
    expect(medians).toEqual([...medians].sort((a, b) => a - b));
  });

  it("answers 404 for a year without sales and 400 naming the year for a bad one", async () => {
    const missing = await get("/api/v6/clair-report/2019/");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "not_found", field: "year" });
    const bad = await get("/api/v6/clair-report/abc/");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("year");
  });

  it("records a piece sold through checkout once, with its retail price and listing date", async () => {
    expect(t.context.events.subscribersOf("item.sold")).toContain("report");
    const piece = await insertProduct(t.context.db.kysely, { vendor: "Celine", category: "bags", item_type: "Top Handle", model: "Luggage", price_cents: 2_400_00 });
    const listedAt = new Date(t.clock.now().getTime() - 9 * 86_400_000).toISOString();
    await sql`insert into piece_provenance (product_id, source, owner_party, intake_at, listed_at, created_by) values (${piece.id}, 'stock', 'maison', ${listedAt}, ${listedAt}, 'test')`.execute(t.context.db.kysely);
    // Two deliveries of the same sale race: one row.
    await inTransaction(t.context.db, (tx) => t.context.services.inventory.transition(tx, piece.id, "sell", systemActor("test"), { data: { order_id: "ord_report" } }));
    await Promise.all([t.context.outbox.drain(), t.context.services.resaleReports.recordSold(piece.id, t.clock.now().toISOString())]);
    const rows = await t.context.db.kysely.selectFrom("resale_sales").selectAll().where("product_id", "=", piece.id).execute();
    expect(rows).toEqual([
      expect.objectContaining({ designer: "Celine", model: "Luggage", category: "bags", retail_cents: 10_000_00, price_cents: 2_400_00, listed_at: listedAt, source: "order" }),
    ]);
    expect(await t.context.services.resaleReports.recordSold(piece.id, t.clock.now().toISOString())).toBe(false);
    const year = t.clock.now().getUTCFullYear();
    expect((await get(`/api/v6/clair-report/${year}/`)).json()).toMatchObject({ year, sales: 1, price_movements: [{ category: "bags", sales: 1, mean_price_cents: 2_400_00 }] });
  });
});
