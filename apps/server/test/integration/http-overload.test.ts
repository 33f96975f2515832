import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { startChildServer, type ChildServer } from "../support/child-server.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Load without collapse (issue 18, decision 076): a listening server driven far past what it answers
 * at once turns the excess away at once with 503 `overloaded` and `Retry-After`, keeps answering its
 * health check, and serves normally again within seconds of the burst. The limit is lowered through
 * the server's own setting (MAX_IN_FLIGHT) for the test; the production default stays 512.
 */
const LIMIT = 8;
const BURST = 300;
let t: TestApp;
let base: string;
let server: ChildServer;

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely, ["Chanel"]);
  for (let i = 0; i < 30; i++) await insertProduct(t.context.db.kysely, { vendor: "Chanel", price_cents: 100_00 + i });
  // The real server in its own process, so that the load comes from outside it as it would.
  server = await startChildServer({ databaseUrl: t.database.url, dataDir: t.database.dataDir, env: { MAX_IN_FLIGHT: String(LIMIT) } });
  base = server.url;
});
afterAll(async () => {
  await server?.kill();
  await t.close();
});

// Node's fetch opens a socket per request in flight, as that many separate clients would.
const get = (path: string) => fetch(`${base}${path}`);
const LIST = "/api/v6/shop/product/?collection=all-bags&page=1";

describe("a listening server past its limit", () => {
  it("sheds the excess with 503 and Retry-After, answers /healthz during the burst, and recovers within seconds", { timeout: 120_000 }, async () => {
    expect((await get(LIST)).status).toBe(200);

    const burst = Array.from({ length: BURST }, () => get(LIST).then(async (r) => ({ status: r.status, retryAfter: r.headers.get("retry-after"), body: await r.text() })));
    const healthStarted = performance.now();
    const health = await get("/healthz");
    const healthMs = performance.now() - healthStarted;
    const answers = await Promise.all(burst);
    const burstEnded = performance.now();

    const shed = answers.filter((a) => a.status === 503);
    const served = answers.filter((a) => a.status === 200);
    // Every answer is either served or shed: no 5xx of another kind, no dropped connection.
    expect(served.length + shed.length).toBe(BURST);
    expect(served.length).toBeGreaterThanOrEqual(LIMIT);
    expect(shed.length).toBeGreaterThan(0);
    for (const answer of shed) {
      expect(answer.retryAfter).toBe("1");
      expect(JSON.parse(answer.body)).toMatchObject({ code: "overloaded" });
    }
    // The health check is never shed, and is not stuck behind the queue.
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(5_000);

    // Once the burst is over, a normal request is served again within a few seconds.
    let recoveredMs = -1;
    while (performance.now() - burstEnded < 5_000) {
      if ((await get(LIST)).status === 200) {
        recoveredMs = performance.now() - burstEnded;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    console.log(`overload: ${served.length} served, ${shed.length} shed with Retry-After of ${BURST}; /healthz in ${Math.round(healthMs)} ms; recovered ${Math.round(recoveredMs)} ms after the burst`);
  });
});
