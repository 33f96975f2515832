import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeName } from "@maison/domain/catalog/store";
import { seedCatalog } from "../../src/modules/catalog/seed/seed-catalog.ts";
import { insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  await seedCatalog(t.context.db, t.context.storage, { products: 1500, now: NOW, seed: 7 });
});
afterAll(async () => t.close());

interface Navigation {
  name: string;
  refinements: Array<{ type: string; value?: string; low?: number; high?: number | null; count: number }>;
}
interface SearchBody {
  totalRecordCount: number;
  has_more: boolean;
  correctedQuery: string;
  sort: string;
  records: Array<{ _id: string; allMeta: { vendor: string; title: string; price: number } }>;
  availableNavigation: Navigation[];
  selectedNavigation: Array<{ name: string }>;
}

async function search(body: Record<string, unknown>): Promise<SearchBody> {
  const response = await t.app.inject({ method: "POST", url: "/api/v6/search/", payload: body });
  if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body}`);
  return response.json() as SearchBody;
}

/** A navigation's counts as {value: count} (ranges keyed "low-high"). */
function counts(body: SearchBody, name: string): Record<string, number> {
  const navigation = body.availableNavigation.find((n) => n.name === name);
  return Object.fromEntries(
    (navigation?.refinements ?? []).map((r) => [r.type === "Range" ? `${r.low}-${r.high}` : r.value!, r.count]),
  );
}

const db = () => t.context.db.kysely;
const listed = () => db().selectFrom("products").where("state", "!=", "draft");

async function groupCount(column: "vendor" | "condition" | "item_size", where: (q: ReturnType<typeof listed>) => ReturnType<typeof listed> = (q) => q) {
  const rows = await where(listed())
    .select([column, (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy(column)
    .execute();
  return Object.fromEntries(rows.filter((r) => r[column] !== null).map((r) => [r[column] as string, Number(r.n)]));
}

async function countWhere(where: (q: ReturnType<typeof listed>) => ReturnType<typeof listed>): Promise<number> {
  const row = await where(listed()).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("facet counts equal direct SQL counts over 1,500 generated listings", () => {
  it("counts designers, conditions, sizes, categories, availability and the whole catalog", async () => {
    const body = await search({});
    expect(body.totalRecordCount).toBe(await countWhere((q) => q));
    expect(counts(body, "designer")).toEqual(await groupCount("vendor"));
    expect(counts(body, "condition")).toEqual(await groupCount("condition"));
    expect(counts(body, "size")).toEqual(await groupCount("item_size"));
    const categories = await listed().select(["category", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("category").execute();
    const titles: Record<string, string> = { bags: "Bags", jewelry: "Jewelry", watches: "Watches", shoes: "Shoes", accessories: "Accessories", apparel: "Apparel" };
    expect(counts(body, "category")).toEqual(Object.fromEntries(categories.map((r) => [titles[r.category], Number(r.n)])));
    expect(counts(body, "availability")).toEqual({ "In Stock": await countWhere((q) => q.where("state", "=", "available")), All: body.totalRecordCount });
  });

  it("counts the boutiques pieces are on display in, and filters by one", async () => {
    const rows = await listed()
      .where("store_handle", "is not", null)
      .select(["store_handle", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("store_handle")
      .execute();
    const expected = Object.fromEntries(rows.map((r) => [storeName(r.store_handle)!, Number(r.n)]));
    expect(Object.keys(expected)).toHaveLength(4);
    const body = await search({});
    expect(counts(body, "store")).toEqual(expected);
    const soho = await search({ refinements: [{ navigationName: "store", type: "Value", value: "Maison SoHo, New York" }] });
    expect(soho.totalRecordCount).toBe(await countWhere((q) => q.where("store_handle", "=", "new-york-soho")));
  });

  it("counts bag types over bags only, and colours over every colour a listing has", async () => {
    const body = await search({});
    const bagTypes = await listed().where("category", "=", "bags").select(["item_type", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("item_type").execute();
    expect(counts(body, "bag_type")).toEqual(Object.fromEntries(bagTypes.map((r) => [r.item_type, Number(r.n)])));
    const colorRows = await listed().select("colors").execute();
    const colors: Record<string, number> = {};
    for (const row of colorRows) for (const c of JSON.parse(row.colors) as string[]) colors[c] = (colors[c] ?? 0) + 1;
    expect(counts(body, "color")).toEqual(colors);
  });

  it("counts the spec's price and off-retail buckets", async () => {
    const body = await search({});
    const price = async (low: number, high: number | null) =>
      countWhere((q) => (high === null ? q.where("price_cents", ">=", low * 100) : q.where("price_cents", ">=", low * 100).where("price_cents", "<", high * 100)));
    const expected: Record<string, number> = {};
    for (const [low, high] of [[0, 1000], [1000, 2500], [2500, 5000], [5000, 10000], [10000, null]] as const) {
      const n = await price(low, high);
      if (n > 0) expected[`${low}-${high}`] = n;
    }
    expect(counts(body, "price")).toEqual(expected);
    const off = async (low: number, high: number | null) =>
      countWhere((q) => {
        const withRetail = q.where("estimated_retail_cents", ">", 0).where("percent_off_retail", ">=", low * 10);
        return high === null ? withRetail : withRetail.where("percent_off_retail", "<", high * 10);
      });
    const expectedOff: Record<string, number> = {};
    for (const [low, high] of [[60, null], [40, 60], [20, 40], [0, 20]] as const) {
      const n = await off(low, high);
      if (n > 0) expectedOff[`${low}-${high}`] = n;
    }
    expect(counts(body, "off_retail")).toEqual(expectedOff);
    expect(body.availableNavigation.find((n) => n.name === "price")?.refinements.map((r) => (r as { displayName?: string }).displayName)).toContain("$1,000 to $2,500");
  });

  it("counts tag filters: featured labels and clearance discounts", async () => {
    const body = await search({});
    const tagged = async (tag: string) =>
      countWhere((q) => q.where(({ exists, selectFrom }) => exists(selectFrom("product_tags").select("product_id").whereRef("product_id", "=", "products.id").where("tag", "=", tag))));
    expect(counts(body, "featured").Trending).toBe(await tagged("trending"));
    expect(counts(body, "featured")["Price Drop"]).toBe(await tagged("price-drop"));
    expect(counts(body, "clearance")["Up to 20% Off"]).toBe(await tagged("clearance-20"));
    expect(counts(body, "clearance")["Last Call"]).toBe(await tagged("last-call"));
  });

  it("filters with AND across navigations and OR within one, each navigation counted without its own selection", async () => {
    const body = await search({
      refinements: [
        { navigationName: "designer", type: "Value", value: "Chanel" },
        { navigationName: "designer", type: "Value", value: "gucci" },
        { navigationName: "condition", type: "Value", value: "Excellent" },
      ],
    });
    const designers = (q: ReturnType<typeof listed>) => q.where("vendor", "in", ["Chanel", "Gucci"]);
    const excellent = (q: ReturnType<typeof listed>) => q.where("condition", "=", "Excellent");
    expect(body.totalRecordCount).toBe(await countWhere((q) => excellent(designers(q))));
    expect(counts(body, "designer")).toEqual(await groupCount("vendor", excellent));
    expect(counts(body, "condition")).toEqual(await groupCount("condition", designers));
    expect(counts(body, "size")).toEqual(await groupCount("item_size", (q) => excellent(designers(q))));
    expect(body.selectedNavigation.map((n) => n.name)).toEqual(["designer", "condition"]);
    expect(body.records.every((r) => ["Chanel", "Gucci"].includes(r.allMeta.vendor))).toBe(true);
  });

  it("filters by any price range in dollars, availability and a list page's collection", async () => {
    const priced = await search({ refinements: [{ navigationName: "price", type: "Range", low: 1000, high: 2500 }] });
    expect(priced.totalRecordCount).toBe(await countWhere((q) => q.where("price_cents", ">=", 100_000).where("price_cents", "<", 250_000)));
    const inStockBags = await search({ pageCategories: ["all-bags"], refinements: [{ navigationName: "availability", type: "Value", value: "In Stock" }] });
    expect(inStockBags.totalRecordCount).toBe(await countWhere((q) => q.where("category", "=", "bags").where("state", "=", "available")));
    expect(counts(inStockBags, "category")).toEqual({ Bags: inStockBags.totalRecordCount });
  });
});

describe("paging and sorting", () => {
  async function sqlPage(order: "price-asc" | "newest" | "most-popular", offset: number) {
    let q = listed().select("id");
    if (order === "price-asc") q = q.orderBy("price_cents", "asc").orderBy("id", "asc");
    if (order === "newest") q = q.orderBy("published_at", "desc").orderBy("id", "desc");
    if (order === "most-popular") q = q.orderBy("favorites_count", "desc").orderBy("id", "desc");
    return (await q.limit(48).offset(offset).execute()).map((r) => r.id);
  }

  it("pages 48 at a time, skip = 48 × (page − 1), in the sort's order", async () => {
    for (const sort of ["price-asc", "newest", "most-popular"] as const) {
      const page1 = await search({ sorts: sort });
      const page3 = await search({ sorts: sort, skip: 96 });
      expect(page1.records.map((r) => r._id)).toEqual(await sqlPage(sort, 0));
      expect(page3.records.map((r) => r._id)).toEqual(await sqlPage(sort, 96));
    }
  });

  it("takes GroupBy's {field, order} sorts", async () => {
    const body = await search({ sorts: [{ field: "price", order: "Descending" }] });
    expect(body.sort).toBe("price-desc");
    const prices = body.records.map((r) => r.allMeta.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("sorts best selling by sales of the same model", async () => {
    const body = await search({ sorts: "best-selling", pageSize: 5 });
    const sold = await sql<{ id: string; sold: number }>`
      SELECT p.id, (SELECT count(*) FROM products s WHERE s.vendor = p.vendor AND coalesce(s.model, s.style, s.item_type) = coalesce(p.model, p.style, p.item_type) AND s.state = 'sold') AS sold
      FROM products p WHERE p.state <> 'draft' ORDER BY sold DESC, p.favorites_count DESC, p.id DESC LIMIT 5`.execute(db());
    expect(body.records.map((r) => r._id)).toEqual(sold.rows.map((r) => r.id));
  });

  it("has_more is true while skip + page size is under 100 and results remain (spec 2 §5)", async () => {
    expect((await search({ skip: 0 })).has_more).toBe(true);
    expect((await search({ skip: 48 })).has_more).toBe(true);
    expect((await search({ skip: 96 })).has_more).toBe(false);
    const few = await search({ refinements: [{ navigationName: "designer", type: "Value", value: "Chanel" }, { navigationName: "condition", type: "Value", value: "Fair" }] });
    expect(few.totalRecordCount).toBeLessThan(48);
    expect(few.has_more).toBe(false);
  });

  it("refuses a sort that is not offered, naming the field", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v6/search/", payload: { sorts: [{ field: "published_at", order: "Ascending" }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_sort", field: "sorts" });
  });
});

describe("text search", () => {
  it("ranks designer matches first", async () => {
    const body = await search({ query: "chanel" });
    expect(body.sort).toBe("relevance");
    expect(body.totalRecordCount).toBeGreaterThan(0);
    expect(body.records.every((r) => r.allMeta.vendor === "Chanel")).toBe(true);
  });

  it("corrects small typos against the indexed words", async () => {
    const right = await search({ query: "chanel " });
    const typo = await search({ query: "chanle " });
    expect(typo.correctedQuery).toBe("chanel");
    expect(typo.totalRecordCount).toBe(right.totalRecordCount);
    const birkin = await search({ query: "birkin " });
    const birkn = await search({ query: "birkn " });
    expect(birkin.totalRecordCount).toBeGreaterThan(0);
    expect(birkn.correctedQuery).toBe("birkin");
    expect(birkn.records.map((r) => r._id)).toEqual(birkin.records.map((r) => r._id));
  });

  it("reads the last word as a prefix while it is being typed", async () => {
    const typing = await search({ query: "classic fla" });
    expect(typing.totalRecordCount).toBeGreaterThan(0);
    expect(typing.records.every((r) => /flap/i.test(r.allMeta.title))).toBe(true);
    expect((await search({ query: "classic fla " })).totalRecordCount).toBe(0);
  });

  it("counts facets over the text's matches only", async () => {
    const body = await search({ query: "hermes " });
    expect(Object.keys(counts(body, "designer"))).toEqual(["Hermès"]);
    expect(counts(body, "designer").Hermès).toBe(await countWhere((q) => q.where("vendor", "=", "Hermès")));
  });

  it("finds a new listing at once: the snapshot follows the catalog's change stamp", async () => {
    const before = await search({ query: "zanzibar " });
    expect(before.totalRecordCount).toBe(0);
    await insertProduct(db(), { title: "Zanzibar Weekender", vendor: "Goyard", updated_at: "2026-11-21T11:59:00.000Z" });
    const after = await search({ query: "zanzibar " });
    expect(after.records.map((r) => r.allMeta.title)).toEqual(["Zanzibar Weekender"]);
  });
});

describe("bad input is a 400 naming the field", () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ skip: -1 }, "skip"],
    [{ pageSize: 101 }, "pageSize"],
    [{ refinements: [{ navigationName: "designer", type: "Range", low: 1, high: 2 }] }, "refinements.0.type"],
    [{ refinements: [{ navigationName: "stores", type: "Value", value: "SoHo" }] }, "refinements.0.navigationName"],
    [{ refinements: [{ navigationName: "availability", type: "Value", value: "Soon" }] }, "refinements.0.value"],
    [{ refinements: [{ navigationName: "price", type: "Range", low: 500, high: 100 }] }, "refinements.0.high"],
  ];
  it.each(cases)("%j → %s", async (payload, field) => {
    const response = await t.app.inject({ method: "POST", url: "/api/v6/search/", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });
});

describe("searches asking together", () => {
  it("read a word's matches from the full-text index once, and answer alike", async () => {
    const service = t.context.services.search as unknown as { text: { match: (query: unknown) => Promise<string[]> } };
    const match = service.text.match.bind(service.text);
    let reads = 0;
    service.text.match = async (query) => {
      reads += 1;
      // The index answers a little later, as a database server does.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return match(query);
    };
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => search({ query: "leather", refinements: [] })));
      expect(reads).toBe(1);
      expect(answers[0]!.totalRecordCount).toBeGreaterThan(0);
      for (const answer of answers) expect(answer.records.map((r) => r._id)).toEqual(answers[0]!.records.map((r) => r._id));
      // Another word is read again: the sharing is by query, and ends with the read.
      await search({ query: "canvas", refinements: [] });
      await search({ query: "canvas", refinements: [] });
      expect(reads).toBe(2);
    } finally {
      service.text.match = match;
    }
  });
});

