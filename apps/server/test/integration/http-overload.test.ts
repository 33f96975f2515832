import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { startChildServer, type ChildServer } from "../support/child-server.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";

/**
 * Load without collapse (issue 18, decision 076): a listening server driven far past what it answers
 * at once turns the excess away at once with 503 `overloaded` and `Retry-After`, keeps answering its
 * health check, and serves normally again within seconds of the burst. The limit is lowered through
 * the server's own setting (MAX_IN_FLIGHT) for the test; the production default stays 512.
 *
 * And at a steady rate above what it answers, with its production limits (but the queue's wait, 250 ms:
 * see below): the requests then wait unread in the sockets, where neither the in-flight count nor the loop's lag sees them; the queue
 * signal (a saturated loop holding more connections than it answers in a second) sheds them.
 */
const LIMIT = 8;
const BURST = 300;
let t: TestApp;
let base: string;
let server: ChildServer;
let defaults: ChildServer;

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely, ["Chanel"]);
  for (let i = 0; i < 30; i++) await insertProduct(t.context.db.kysely, { vendor: "Chanel", price_cents: 100_00 + i });
  // The real server in its own process, so that the load comes from outside it as it would.
  server = await startChildServer({ databaseUrl: t.database.url, dataDir: t.database.dataDir, env: { MAX_IN_FLIGHT: String(LIMIT) } });
  base = server.url;
  // The same server with the production limits (in flight 512, lag 1 s, utilisation 0.98), but for the
  // queue's wait: 250 ms instead of 1 s. On two shared cores the load generator and the server take a
  // core each, so the queue the client builds at "three times the capacity" (measured a moment before,
  // under other work) can stay under a second: CI once served 1,200 a second with a median wait of
  // 666 ms and shed nothing, which at 1 s is right. A quarter of a second makes the excess visible
  // wherever it is built; the production default's behaviour is measured by bench/overload.mjs.
  defaults = await startChildServer({ databaseUrl: t.database.url, dataDir: t.database.dataDir, env: { MAX_IN_FLIGHT: "512", MAX_EVENT_LOOP_DELAY_MS: "1000", MAX_QUEUE_WAIT_MS: "250" } });
});
afterAll(async () => {
  await server?.kill();
  await defaults?.kill();
  await t.close();
});

// Node's fetch opens a socket per request in flight, as that many separate clients would.
const get = (path: string) => fetch(`${base}${path}`);
const LIST = "/api/v6/shop/product/?collection=all-bags&page=1";
// The burst's request: a storefront query, whose reads each begin in a later turn of the event loop
// (decision 086), so requests that arrive together are in flight together. A REST list of cards is now
// answered within the turn it arrives in on SQLite (issue 17: one statement, the rest in memory), so
// however many arrive at once, no more than one or two are ever in flight: that server is not past its
// limit, and nothing would be shed.
const BURST_QUERY = JSON.stringify({ query: "{ products(first: 20) { nodes { id title } } collections(first: 5) { nodes { handle } } }" });
const burstRequest = () =>
  fetch(`${base}/api/2024-07/graphql.json`, { method: "POST", headers: { "content-type": "application/json", "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN }, body: BURST_QUERY });

describe("a listening server past its limit", () => {
  it("sheds the excess with 503 and Retry-After, answers /healthz during the burst, and recovers within seconds", { timeout: 120_000 }, async () => {
    expect((await get(LIST)).status).toBe(200);

    expect((await burstRequest()).status).toBe(200);
    const burst = Array.from({ length: BURST }, () => burstRequest().then(async (r) => ({ status: r.status, retryAfter: r.headers.get("retry-after"), body: await r.text() })));
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

interface OpenLoopResult {
  capacityRps: number;
  offered: number;
  connections: number;
  statuses: Record<string, number>;
  retryAfter: number;
  errors: number;
  timeouts: number;
  p50Ms: number;
  p99Ms: number;
}

/** Three times the server's capacity, steadily, from another process (`open-loop-load.mjs`). */
function openLoopLoad(url: string, factor: number, seconds: number, request: { method: string; headers: Record<string, string>; body: string }): Promise<OpenLoopResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, "../support/open-loop-load.mjs"), url, String(factor), String(seconds), JSON.stringify(request)], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").at(-1)!) as OpenLoopResult) : reject(new Error(`the load exited with ${code}: ${out}`))));
  });
}

describe("a listening server offered three times what it answers, steadily", () => {
  it("sheds with 503 and Retry-After instead of queueing, answers /healthz throughout, and recovers within seconds", { timeout: 180_000 }, async () => {
    const list = `${defaults.url}${LIST}`;
    expect((await fetch(list)).status).toBe(200);
    // The storefront query of the burst above, for the same reason: a REST list is answered within the
    // turn it arrives in, and measured with 20 connections its "capacity" was below what the server then
    // answered over 2,000 (three times it was not past the server's limit, and nothing was shed).
    const graphql = `${defaults.url}/api/2024-07/graphql.json`;
    const request = { method: "POST", headers: { "content-type": "application/json", "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN }, body: BURST_QUERY };
    let loading = true;
    const load = openLoopLoad(graphql, 3, 8, request).finally(() => (loading = false));
    // The health check from a third process's point of view: this one, every 250 ms while the load runs.
    const health: { status: number; ms: number }[] = [];
    while (loading) {
      const started = performance.now();
      const status = await fetch(`${defaults.url}/healthz`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.status, () => 0);
      health.push({ status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const result = await load;
    const ended = performance.now();

    const served = result.statuses["200"] ?? 0;
    const shed = result.statuses["503"] ?? 0;
    const answered = Object.values(result.statuses).reduce((a, b) => a + b, 0);
    console.log(`steady overload: capacity ${result.capacityRps} req/s, offered ${result.offered} over ${result.connections} connections; ${served} served, ${shed} shed, ${result.errors} errors; p50 ${result.p50Ms} ms; /healthz max ${Math.round(Math.max(...health.map((h) => h.ms)))} ms`);
    // Only served or shed, and the excess shed: this is what the server queued instead before the queue signal.
    expect(served + shed).toBe(answered);
    expect(served).toBeGreaterThan(0);
    expect(shed).toBeGreaterThan(0);
    expect(result.retryAfter).toBe(shed);
    expect(result.timeouts).toBe(0);
    // The health check is never shed and never waits behind the queue for long.
    expect(health.length).toBeGreaterThan(0);
    for (const h of health) expect(h.status).toBe(200);
    expect(Math.max(...health.map((h) => h.ms))).toBeLessThan(5_000);

    let recoveredMs = -1;
    while (performance.now() - ended < 5_000) {
      if ((await fetch(list)).status === 200) {
        recoveredMs = performance.now() - ended;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
  });
});
