import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../src/modules/catalog/seed/seed-catalog.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createSignedInUser, type SignedInUser } from "./account-fixtures.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
let t: TestApp;
let shopper: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  await seedCatalog(t.context.db, t.context.storage, { products: 600, now: NOW, seed: 3 });
  shopper = await createSignedInUser(t, { id: "usr_searcher", email: "searcher@maison.test" });
});
afterAll(async () => t.close());

const db = () => t.context.db.kysely;

async function get(url: string) {
  const response = await t.app.inject({ method: "GET", url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function track(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/v6/track/event/", payload, headers });
}

describe("GET /api/v6/search/autocomplete/", () => {
  it("answers up to 8 search terms with their brands, up to 8 designers and 3 top matches", async () => {
    const body = await get("/api/v6/search/autocomplete/?q=chan");
    expect(body.searchTerms.length).toBeGreaterThan(0);
    expect(body.searchTerms.length).toBeLessThanOrEqual(8);
    expect(body.searchTerms[0]).toEqual({ value: "Chanel", additionalInfo: { brands: ["Chanel"] } });
    expect(body.designers).toEqual([{ name: "Chanel", handle: "chanel", url: "/collections/chanel" }]);
    expect(body.topMatches).toHaveLength(3);
    expect(body.topMatches.every((p: { vendor: string }) => p.vendor === "Chanel")).toBe(true);
  });

  it("names the brands a model is found under, after typo correction", async () => {
    const body = await get("/api/v6/search/autocomplete/?q=birkn");
    expect(body.searchTerms.map((t: { value: string }) => t.value)).toContain("Birkin");
    expect(body.searchTerms.find((t: { value: string }) => t.value === "Birkin").additionalInfo.brands).toEqual(["Hermès"]);
  });

  it("answers nothing for empty text, and 400 for text that is too long", async () => {
    expect(await get("/api/v6/search/autocomplete/?q=")).toEqual({ searchTerms: [], designers: [], topMatches: [] });
    const response = await t.app.inject({ method: "GET", url: `/api/v6/search/autocomplete/?q=${"a".repeat(201)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("q");
  });
});

describe("GET /api/v6/meta/popular-bags/", () => {
  it("lists the available bags with the most favorites", async () => {
    const expected = await db()
      .selectFrom("products")
      .select("id")
      .where("category", "=", "bags")
      .where("state", "=", "available")
      .orderBy("favorites_count", "desc")
      .orderBy("id", "desc")
      .limit(8)
      .execute();
    const body = await get("/api/v6/meta/popular-bags/");
    expect(body.products.map((p: { id: string }) => p.id)).toEqual(expected.map((r) => r.id));
  });
});

describe("trending searches", () => {
  it("falls back to the catalog before anyone has searched: designers with the most listings", async () => {
    const body = await get("/api/v6/meta/trending-searches/");
    const designers = await db()
      .selectFrom("products")
      .select(["vendor", (eb) => eb.fn.countAll<number>().as("n")])
      .where("state", "!=", "draft")
      .groupBy("vendor")
      .orderBy("n", "desc")
      .orderBy("vendor")
      .limit(8)
      .execute();
    expect(body.default_designers.map((d: { name: string }) => d.name)).toEqual(designers.map((d) => d.vendor));
    expect(body.default_searches).toHaveLength(8);
    expect(body.default_searches[0].url).toBe(`/search?q=${encodeURIComponent(body.default_searches[0].value)}`);
  });

  it("records search events and ranks trending searches and designers by them", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await track({ event_type: "search", event_properties: { query: "Hermès  Birkin", results_count: 12 }, alternate_id: "visitor-1" });
      expect(response.json()).toEqual({ recorded: true });
    }
    for (let i = 0; i < 2; i++) await track({ event_type: "search", event_properties: { search_term: "gucci", results_count: 40 } }, shopper.headers);
    await track({ event_type: "search", event_properties: { query: "nothing like this", results_count: 0 } });
    const body = await get("/api/v6/meta/trending-searches/");
    expect(body.default_searches.slice(0, 2).map((s: { value: string }) => s.value)).toEqual(["hermes birkin", "gucci"]);
    expect(body.default_searches.map((s: { value: string }) => s.value)).not.toContain("nothing like this");
    expect(body.default_designers.slice(0, 2).map((d: { name: string }) => d.name)).toEqual(["Hermès", "Gucci"]);
  });

  it("takes the user from the session, never from the body", async () => {
    await track({ event_type: "search", event_properties: { query: "dior saddle", user_id: "usr_someone_else" }, alternate_id: "forged" }, shopper.headers);
    const row = await db().selectFrom("search_events").selectAll().where("query", "=", "dior saddle").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: shopper.id, visitor_id: null, raw_query: "dior saddle" });
  });

  it("acknowledges other events without keeping them, and refuses a body without an event type", async () => {
    const before = await db().selectFrom("search_events").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect((await track({ event_type: "product_view", event_properties: { id: 1 } })).json()).toEqual({ recorded: false });
    const after = await db().selectFrom("search_events").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const refused = await track({ event_properties: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe("event_type");
  });
});
