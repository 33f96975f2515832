import type { ReferenceRates } from "@maison/domain/money/reference-rate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERENCE_RATES_REFRESH_JOB, ReferenceRateService } from "../../src/modules/countries/reference-rate.service.ts";
import type { ReferenceRateFeed } from "../../src/modules/countries/reference-rate-feed.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel"]);
  await insertProduct(db, { vendor: "Chanel", colors: JSON.stringify(["Black"]), price_cents: 1_480_00, published_at: "2026-10-01T00:00:00.000Z" });
  await insertProduct(db, { vendor: "Chanel", colors: JSON.stringify(["Red"]), price_cents: 3_200_00, published_at: "2026-10-02T00:00:00.000Z" });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const country = (headers: Record<string, string> = {}) => get("/api/v6/country/", headers);

/** A feed the test controls: one publication, of the day and rates it is given. */
class FixedFeed implements ReferenceRateFeed {
  constructor(private readonly rates: ReferenceRates) {}
  async latest(): Promise<ReferenceRates> {
    return this.rates;
  }
}

describe("GET /api/v6/country/", () => {
  it("is the United States, in US dollars, without a rate, when nothing says otherwise", async () => {
    const response = await country();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      country: { country_code: "US", name: "United States", currency: "USD", is_international: false, is_usd_international: false },
      reference_rate: null,
    });
  });

  it("follows the country header, with the reference rate seeded from the bundled ECB file", async () => {
    const body = (await country({ "x-country-code": "fr" })).json();
    expect(body.country).toEqual({ country_code: "FR", name: "France", currency: "EUR", is_international: true, is_usd_international: false });
    expect(body.reference_rate).toMatchObject({ currency: "EUR", as_of: "2026-09-24" });
    expect(body.reference_rate.source).toContain("European Central Bank");
    expect(body.reference_rate.units_per_usd).toBeCloseTo(1 / 1.1367, 8);
  });

  it("prefers the picked country (cookie) to the header; an unknown pick falls back to the header", async () => {
    expect((await country({ cookie: "maison_country=GB", "x-country-code": "FR" })).json().country.currency).toBe("GBP");
    expect((await country({ cookie: "maison_country=ZZ", "x-country-code": "JP" })).json().country).toMatchObject({ country_code: "JP", currency: "JPY" });
    expect((await country({ cookie: "maison_country=not-a-country" })).json().country.country_code).toBe("US");
  });

  it("shops in US dollars, without a rate, where the dollar is legal tender or no reference rate exists", async () => {
    expect((await country({ cookie: "maison_country=EC" })).json()).toMatchObject({
      country: { country_code: "EC", currency: "USD", is_international: true, is_usd_international: true },
      reference_rate: null,
    });
    expect((await country({ cookie: "maison_country=VN" })).json()).toMatchObject({ country: { currency: "USD" }, reference_rate: null });
  });
});

describe("GET /api/v6/initial-data/ by the selected country", () => {
  it("answers the picked country, privately cached, and the header's otherwise", async () => {
    const picked = await get("/api/v6/initial-data/", { cookie: "maison_country=FR", "x-country-code": "DE" });
    expect(picked.json().country).toEqual({ country_code: "FR", currency: "EUR", is_international: true, is_usd_international: false });
    expect(picked.headers["cache-control"]).toBe("private, max-age=3600");
    const header = await get("/api/v6/initial-data/", { "x-country-code": "CH" });
    expect(header.json().country).toMatchObject({ country_code: "CH", currency: "CHF" });
    expect(header.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("lists every country with its shoppers' currency (spec 2 app state availableCountries)", async () => {
    const countries = (await get("/api/v6/initial-data/")).json().available_countries as Array<{ country_code: string; name: string; currency: string }>;
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries).toContainEqual({ country_code: "FR", name: "France", currency: "EUR" });
    expect(countries).toContainEqual({ country_code: "EC", name: "Ecuador", currency: "USD" });
    expect(countries).toContainEqual({ country_code: "US", name: "United States", currency: "USD" });
  });
});

describe("the list page's filters by the selected country (spec 2 §6: the price filter is hidden if the currency is not USD)", () => {
  const facets = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ method: "POST", url: "/api/v6/search/", headers, payload: { pageCategories: ["chanel"], pageSize: 1 } });
    expect(response.statusCode).toBe(200);
    return (response.json().availableNavigation as Array<{ name: string }>).map((n) => n.name);
  };

  it("offers the price filter in the United States and in a country that shops in dollars", async () => {
    expect(await facets({})).toContain("price");
    expect(await facets({ cookie: "maison_country=EC" })).toContain("price");
  });

  it("hides it for a country shopping in another currency, picked or from the header", async () => {
    const french = await facets({ cookie: "maison_country=FR" });
    expect(french).not.toContain("price");
    expect(french).toContain("designer");
    expect(await facets({ "x-country-code": "GB" })).not.toContain("price");
  });

  it("lets an explicit currency in the body decide", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v6/search/", headers: { cookie: "maison_country=FR" }, payload: { pageCategories: ["chanel"], currency: "USD" } });
    expect(response.json().availableNavigation.map((n: { name: string }) => n.name)).toContain("price");
  });

  it("the list call with filters follows the country too: a price range is refused in euros", async () => {
    const us = await get("/api/v6/shop/product/?collection=chanel&price=1000-2000");
    expect(us.statusCode).toBe(200);
    expect(us.json().products.map((p: { price: number }) => p.price)).toEqual([1_480]);
    const fr = await get("/api/v6/shop/product/?collection=chanel&price=1000-2000", { cookie: "maison_country=FR" });
    expect(fr.statusCode).toBeGreaterThanOrEqual(400);
    expect(fr.statusCode).toBeLessThan(500);
  });
});

describe("reference rates", () => {
  it("seeds once when first readers race, and a refresh replaces a rate only with a newer one", async () => {
    const db = t.context.db.kysely;
    await db.deleteFrom("reference_rates").execute();
    const newer = new FixedFeed({ asOf: "2026-11-20", source: "Test publication", perUsd: { EUR: 0.9, GBP: 0.75 } });
    const service = new ReferenceRateService(t.context.db, t.clock, newer);
    const rates = await Promise.all(Array.from({ length: 6 }, () => service.rateFor("EUR")));
    expect(new Set(rates.map((r) => r?.as_of))).toEqual(new Set(["2026-09-24"]));
    expect(Number((await db.selectFrom("reference_rates").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)).toBe(29);

    expect(await service.refresh()).toEqual({ as_of: "2026-11-20", currencies: 2 });
    expect(await service.rateFor("EUR")).toEqual({ currency: "EUR", units_per_usd: 0.9, as_of: "2026-11-20", source: "Test publication" });
    expect((await service.rateFor("JPY"))?.as_of).toBe("2026-09-24");

    const older = new ReferenceRateService(t.context.db, t.clock, new FixedFeed({ asOf: "2026-01-02", source: "Old", perUsd: { EUR: 0.5 } }));
    await older.refresh();
    expect((await service.rateFor("EUR"))?.units_per_usd).toBe(0.9);
    expect(await service.rateFor("USD")).toBeNull();
    expect(await service.rateFor("XXX")).toBeNull();
  });

  it("with a live feed, a rate read more than a day after it was written enqueues one refresh that day, which the job applies", async () => {
    const db = t.context.db.kysely;
    await db.deleteFrom("reference_rates").execute();
    const live = new FixedFeed({ asOf: "2026-11-23", source: "Live publication", perUsd: { EUR: 0.86 } });
    const service = new ReferenceRateService(t.context.db, t.clock, live, { refreshJobs: t.context.jobs });
    const jobs = (status: string) => db.selectFrom("jobs").select("id").where("name", "=", REFERENCE_RATES_REFRESH_JOB).where("status", "=", status).execute();
    expect((await service.rateFor("EUR"))?.as_of).toBe("2026-09-24");
    expect(await jobs("queued")).toHaveLength(0);

    t.clock.advance(25 * 60 * 60 * 1000);
    await Promise.all([service.rateFor("EUR"), service.rateFor("GBP"), service.rateFor("EUR")]);
    expect(await jobs("queued")).toHaveLength(1);
    // The job runs the module's own refresh (the bundled file, in tests) and is done.
    await t.context.jobs.drain();
    expect(await jobs("done")).toHaveLength(1);
    await service.rateFor("EUR");
    expect(await jobs("queued")).toHaveLength(0);
    // The same refresh through the service under test reads its live feed.
    await service.refresh();
    expect(await service.rateFor("EUR")).toMatchObject({ units_per_usd: 0.86, as_of: "2026-11-23", source: "Live publication" });
  });
});
