import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadEnv } from "../../src/config/env.ts";
import { createContext, type AppContext } from "../../src/context.ts";
import { openDatabase, type Db } from "../../src/db/database.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { listingInput, signedInStaff, type Headers } from "./ops-pieces-fixtures.ts";

/**
 * Two instances of the application on one database, as two server processes are (decision 078): each
 * keeps its own catalog snapshot, and a change written through one is found by a search on the other
 * within a second (decision 080).
 */

let a: TestApp;
let bDb: Db;
let bContext: AppContext;
let b: FastifyInstance;
let lister: Headers;
const ids: string[] = [];

beforeAll(async () => {
  a = await createTestApp();
  a.clock.set(new Date("2026-11-20T12:00:00.000Z"));
  // The second instance: its own connection pool and its own modules (its own snapshot), on the same database.
  bDb = openDatabase({ url: a.database.url, dataDir: a.database.dataDir, poolSize: 4 });
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", MAX_EVENT_LOOP_DELAY_MS: "600000", DATA_DIR: a.database.dataDir, DATABASE_URL: "" });
  bContext = createContext(env, { db: bDb, clock: a.clock, logger: pino({ level: "silent" }) });
  b = await buildApp(bContext, { webPages: false });
  await b.ready();
  await insertCollections(a.context.db.kysely, ["Hermès", "Chanel"]);
  for (let n = 0; n < 6; n++) ids.push((await insertProduct(a.context.db.kysely, { vendor: n % 2 ? "Chanel" : "Hermès", price_cents: (1_000 + n) * 100 })).id);
  lister = (await signedInStaff(a, ["listing"])).headers;
});
afterAll(async () => {
  await b.close();
  await Promise.all([bContext.jobs.stop(), bContext.outbox.stop()]);
  await bDb.destroy();
  await a.close();
});

async function found(app: FastifyInstance, refinements: unknown[]): Promise<string[]> {
  const response = await app.inject({ method: "POST", url: "/api/v6/search/", payload: { query: "", refinements, pageSize: 48 } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { records: Array<{ _id: string }> }).records.map((r) => r._id);
}

/** How long until `app`'s searches find what `check` waits for (polled every 25 ms, for at most 5 s). */
async function millisecondsUntil(app: FastifyInstance, refinements: unknown[], check: (ids: string[]) => boolean): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 5_000) {
    if (check(await found(app, refinements))) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Number.POSITIVE_INFINITY;
}

const priceRange = (low: number, high: number) => [{ navigationName: "price", type: "Range", low, high }];

describe("two instances on one database", () => {
  it("each finds, within a second, a price saved through the other", async () => {
    // Both instances have built their snapshots before the change.
    expect((await found(a.app, priceRange(0, 50_000))).length).toBe(6);
    expect((await found(b, priceRange(0, 50_000))).length).toBe(6);

    a.clock.advance(1_000);
    const edited = await a.app.inject({ method: "PUT", url: `/api/ops/pieces/${ids[0]}/`, headers: lister, payload: listingInput([], { designer: "Hermès", price_cents: 77_700_00, tags: [] }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await millisecondsUntil(b, priceRange(75_000, 80_000), (found) => found.includes(ids[0]!))).toBeLessThan(1_000);
    expect(await found(a.app, priceRange(75_000, 80_000))).toEqual([ids[0]]);

    a.clock.advance(1_000);
    // The other way: written through the second instance, found by the first; the old price is gone from both.
    const bHeaders = lister;
    const second = await b.inject({ method: "PUT", url: `/api/ops/pieces/${ids[0]}/`, headers: bHeaders, payload: listingInput([], { designer: "Hermès", price_cents: 88_800_00, tags: [] }) });
    expect(second.statusCode, second.body).toBe(200);
    expect(await millisecondsUntil(a.app, priceRange(85_000, 90_000), (found) => found.includes(ids[0]!))).toBeLessThan(1_000);
    expect(await found(a.app, priceRange(75_000, 80_000))).toEqual([]);
    expect(await found(b, priceRange(75_000, 80_000))).toEqual([]);
  });

  it("a piece withdrawn through one instance leaves the other's results within a second", async () => {
    a.clock.advance(1_000);
    const withdrawn = await b.inject({ method: "POST", url: `/api/ops/pieces/${ids[1]}/withdraw/`, headers: lister, payload: { reason: "Back to the owner" } });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const gone = (found: string[]) => !found.includes(ids[1]!);
    expect(await millisecondsUntil(a.app, priceRange(0, 50_000), gone)).toBeLessThan(1_000);
    expect(await millisecondsUntil(b, priceRange(0, 50_000), gone)).toBeLessThan(1_000);
  });

  it("a new piece inserted by one instance is counted in the other's facets at once", async () => {
    a.clock.advance(1_000);
    const designerCount = async (app: FastifyInstance) => {
      const response = await app.inject({ method: "POST", url: "/api/v6/search/", payload: { query: "", refinements: [], pageSize: 1 } });
      const designer = (response.json() as { availableNavigation: Array<{ name: string; refinements: Array<{ value: string; count: number }> }> }).availableNavigation.find((n) => n.name === "designer");
      return designer?.refinements.find((r) => r.value === "Chanel")?.count;
    };
    const before = await designerCount(a.app);
    expect(await designerCount(b)).toBe(before);
    await insertProduct(bDb.kysely, { vendor: "Chanel", updated_at: a.clock.now().toISOString() });
    expect(await designerCount(a.app)).toBe(before! + 1);
    expect(await designerCount(b)).toBe(before! + 1);
  });
});
