import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** The benchmark's mode (BENCH_STATS): the data layer counts SQL statements, `/healthz/stats` reports them. */

let bench: TestApp;
let plain: TestApp;

beforeAll(async () => {
  bench = await createTestApp({ env: { BENCH_STATS: "true" } });
  plain = await createTestApp();
});
afterAll(async () => {
  await bench.close();
  await plain.close();
});

describe("bench stats", () => {
  it("counts every SQL statement the data layer runs: /healthz runs exactly one", async () => {
    const before = (await bench.app.inject({ method: "GET", url: "/healthz/stats" })).json();
    for (let i = 0; i < 3; i++) expect((await bench.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const after = (await bench.app.inject({ method: "GET", url: "/healthz/stats" })).json();
    expect(after.sql_statements - before.sql_statements).toBe(3);
    expect(after.cpu_user_us).toBeGreaterThanOrEqual(before.cpu_user_us);
    expect(after.peak_rss_bytes).toBeGreaterThanOrEqual(after.rss_bytes * 0.5);
    expect(after.event_loop_delay_max_ms).toBeGreaterThanOrEqual(0);
  });

  it("outside the benchmark's mode there are no stats and nothing is counted", async () => {
    expect((await plain.app.inject({ method: "GET", url: "/healthz/stats" })).statusCode).toBe(404);
    expect(plain.context.db.statementCount()).toBeNull();
  });
});
