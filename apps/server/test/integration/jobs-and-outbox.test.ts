import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inTransaction } from "../../src/db/transaction.ts";
import { JobRunner } from "../../src/platform/jobs/job-runner.ts";
import { Outbox } from "../../src/platform/outbox/outbox.ts";
import { ControlledClock } from "../support/controlled-clock.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

const silent = pino({ level: "silent" });
let database: TestDatabase;
let clock: ControlledClock;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  clock = new ControlledClock();
  await database.db.kysely.deleteFrom("jobs").execute();
  await database.db.kysely.deleteFrom("outbox").execute();
});

describe("job runner", () => {
  it("runs a due job once and leaves a future job alone", async () => {
    const runner = new JobRunner(database.db, clock, silent);
    const seen: unknown[] = [];
    runner.register("greet", async (payload) => void seen.push(payload));
    await runner.enqueue(database.db, "greet", { to: "now" });
    await runner.enqueue(database.db, "greet", { to: "later" }, { runAt: new Date(clock.now().getTime() + 60_000) });
    expect(await runner.drain()).toBe(1);
    expect(seen).toEqual([{ to: "now" }]);
    clock.advance(61_000);
    expect(await runner.drain()).toBe(1);
    expect(seen).toEqual([{ to: "now" }, { to: "later" }]);
    const statuses = await database.db.kysely.selectFrom("jobs").select("status").execute();
    expect(statuses.map((s) => s.status)).toEqual(["done", "done"]);
  });

  it("retries with backoff and gives up after max attempts", async () => {
    const runner = new JobRunner(database.db, clock, silent);
    let calls = 0;
    runner.register("flaky", async () => {
      calls++;
      throw new Error("gateway timeout");
    });
    await runner.enqueue(database.db, "flaky", {}, { maxAttempts: 3 });
    expect(await runner.drain()).toBe(1);
    expect(await runner.drain()).toBe(0); // backing off
    clock.advance(2_000);
    expect(await runner.drain()).toBe(1);
    clock.advance(4_000);
    expect(await runner.drain()).toBe(1);
    clock.advance(3_600_000);
    expect(await runner.drain()).toBe(0);
    expect(calls).toBe(3);
    const job = await database.db.kysely.selectFrom("jobs").selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "failed", attempts: 3, last_error: "gateway timeout" });
  });

  it("runs a sweep on every drain, and while started when the clock says it is due; a failing sweep is only logged", async () => {
    const runner = new JobRunner(database.db, clock, silent);
    let swept = 0;
    runner.sweep("count", 20, async () => ++swept && 1);
    runner.sweep("broken", 20, async () => {
      throw new Error("database away");
    });
    expect(await runner.drain()).toBe(1);
    expect(await runner.drain()).toBe(1);
    expect(swept).toBe(2);
    // Started: not due until the clock moves on by its interval.
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(swept).toBe(2);
    clock.advance(20);
    await expect.poll(() => swept, { timeout: 2_000 }).toBe(3);
    await runner.stop();
    clock.advance(20);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(swept).toBe(3);
    // No row is written for a sweep.
    expect(await database.db.kysely.selectFrom("jobs").select("id").execute()).toEqual([]);
  });

  it("enqueues a job with a unique key only once", async () => {
    const runner = new JobRunner(database.db, clock, silent);
    expect(await runner.enqueue(database.db, "bill", { m: 1 }, { uniqueKey: "bill:2026-11" })).toBe(true);
    expect(await runner.enqueue(database.db, "bill", { m: 1 }, { uniqueKey: "bill:2026-11" })).toBe(false);
    const count = await database.db.kysely.selectFrom("jobs").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("takes a job back when its lease lapses (a crashed worker)", async () => {
    const crashed = new JobRunner(database.db, clock, silent, { leaseMs: 10_000 });
    crashed.register("work", () => new Promise(() => {})); // never finishes
    await crashed.enqueue(database.db, "work", {});
    void crashed.runOne();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const survivor = new JobRunner(database.db, clock, silent);
    let done = 0;
    survivor.register("work", async () => void done++);
    expect(await survivor.drain()).toBe(0);
    clock.advance(10_001);
    expect(await survivor.drain()).toBe(1);
    expect(done).toBe(1);
  });

  it("lets several workers share the queue without running a job twice", async () => {
    const ran: string[] = [];
    const workers = Array.from({ length: 4 }, () => {
      const worker = new JobRunner(database.db, clock, silent);
      worker.register("count", async (payload) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        ran.push((payload as { id: string }).id);
      });
      return worker;
    });
    for (let i = 0; i < 40; i++) await workers[0]!.enqueue(database.db, "count", { id: `j${i}` });
    const counts = await Promise.all(workers.map((w) => w.drain()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    expect(ran).toHaveLength(40);
    expect(new Set(ran).size).toBe(40);
  });
});

describe("transactional outbox", () => {
  it("delivers a message recorded in a committed transaction, after commit", async () => {
    const outbox = new Outbox(database.db, clock, silent);
    const delivered: unknown[] = [];
    outbox.on("mail", async (payload) => void delivered.push(payload));
    let committedBeforeDelivery = false;
    await inTransaction(database.db, async (tx) => {
      await outbox.record(tx, "mail", { to: "shopper@maison.test" });
      tx.afterCommit(() => {
        committedBeforeDelivery = delivered.length === 0;
      });
    });
    expect(committedBeforeDelivery).toBe(true);
    expect(await outbox.drain()).toBe(1);
    expect(delivered).toEqual([{ to: "shopper@maison.test" }]);
    expect(await outbox.drain()).toBe(0);
  });

  it("records nothing when the transaction rolls back", async () => {
    const outbox = new Outbox(database.db, clock, silent);
    outbox.on("mail", async () => {});
    await expect(
      inTransaction(database.db, async (tx) => {
        await outbox.record(tx, "mail", { to: "x@maison.test" });
        throw new Error("payment declined");
      }),
    ).rejects.toThrow("payment declined");
    const rows = await database.db.kysely.selectFrom("outbox").selectAll().execute();
    expect(rows).toEqual([]);
  });

  it("retries a failed delivery later", async () => {
    const outbox = new Outbox(database.db, clock, silent);
    let attempts = 0;
    outbox.on("sms", async () => {
      attempts++;
      if (attempts === 1) throw new Error("carrier down");
    });
    await inTransaction(database.db, (tx) => outbox.record(tx, "sms", { code: "1234" }));
    await outbox.drain();
    expect(attempts).toBe(1);
    expect(await outbox.drain()).toBe(0);
    clock.advance(2_001);
    await outbox.drain();
    expect(attempts).toBe(2);
    const row = await database.db.kysely.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.dispatched_at).not.toBeNull();
  });
});
