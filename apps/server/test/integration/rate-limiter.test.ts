import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PRUNE_EVERY_HITS, RateLimiter } from "../../src/platform/rate-limit/rate-limiter.ts";
import { RateLimitedError } from "../../src/platform/rate-limit/rate-limited-error.ts";
import { ControlledClock } from "../support/controlled-clock.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let database: TestDatabase;
let clock: ControlledClock;
let limiter: RateLimiter;
const rule = { limit: 3, windowMs: 60_000 };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  await database.db.kysely.deleteFrom("rate_limit_counters").execute();
  clock = new ControlledClock(new Date("2026-11-18T12:00:10.000Z"));
  limiter = new RateLimiter(database.db, clock);
});

async function rows() {
  return database.db.kysely.selectFrom("rate_limit_counters").select(["key", "window_start", "count"]).orderBy("key").orderBy("window_start").execute();
}

describe("RateLimiter", () => {
  it("counts parallel events exactly, in fixed windows", async () => {
    const hits = await Promise.all(Array.from({ length: 8 }, () => limiter.hit("k", rule)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(hits.filter((h) => h.allowed)).toHaveLength(3);
    expect(hits[0]).toMatchObject({ retryAfterSeconds: 50, windowStart: "2026-11-18T12:00:00.000Z" });
    clock.advance(50_000);
    expect(await limiter.hit("k", rule)).toMatchObject({ count: 1, allowed: true, windowStart: "2026-11-18T12:01:00.000Z" });
  });

  it("refuses over the limit with a RateLimitedError carrying the code and the seconds to wait", async () => {
    for (let i = 0; i < 3; i++) await limiter.enforce("e", rule, { code: "rate_limited", message: "Slow down." });
    const refusal = await limiter.enforce("e", rule, { code: "rate_limited", message: "Slow down." }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal).toMatchObject({ kind: "rate_limited", code: "rate_limited", message: "Slow down.", retryAfterSeconds: 50 });
  });

  it("gives an event back in the window it was counted in, never below zero", async () => {
    const first = await limiter.hit("r", rule);
    clock.advance(60_000);
    await limiter.hit("r", rule);
    await limiter.release("r", first.windowStart);
    await limiter.release("r", first.windowStart);
    expect(await rows()).toEqual([
      { key: "r", window_start: "2026-11-18T12:00:00.000Z", count: 0 },
      { key: "r", window_start: "2026-11-18T12:01:00.000Z", count: 1 },
    ]);
  });

  it("deletes ended windows now and then while counting", async () => {
    await limiter.hit("old", rule);
    clock.advance(120_000);
    for (let i = 1; i < PRUNE_EVERY_HITS - 1; i++) await limiter.hit("new", { limit: 10_000, windowMs: 60_000 });
    expect((await rows()).map((r) => r.key)).toEqual(["new", "old"]);
    await limiter.hit("new", { limit: 10_000, windowMs: 60_000 });
    expect(await rows()).toEqual([{ key: "new", window_start: "2026-11-18T12:02:00.000Z", count: PRUNE_EVERY_HITS - 1 }]);
  });
});
