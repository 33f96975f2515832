import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inTransaction } from "../../src/db/transaction.ts";
import { JobRunner } from "../../src/platform/jobs/job-runner.ts";
import { Outbox } from "../../src/platform/outbox/outbox.ts";
import { ControlledClock } from "../support/controlled-clock.ts";
import { createTestDatabase, testDialect, type TestDatabase } from "../support/test-database.ts";

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

/** A handler that waits until the test lets it finish (a worker that is slow, or has crashed). */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("the lease queue behind the outbox", () => {
  it("takes a message back when its lease lapses, and the stale worker cannot mark it delivered", async () => {
    const stuck = gate();
    const crashed = new Outbox(database.db, clock, silent, { leaseMs: 10_000 });
    crashed.on("mail", () => stuck.opened);
    await inTransaction(database.db, (tx) => crashed.record(tx, "mail", { to: "a@maison.test" }));
    const first = crashed.dispatchOne();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const survivor = new Outbox(database.db, clock, silent);
    let failures = 0;
    survivor.on("mail", async () => {
      failures++;
      throw new Error("smtp down");
    });
    expect(await survivor.drain()).toBe(0);
    clock.advance(10_001);
    expect(await survivor.drain()).toBe(1);
    expect(failures).toBe(1);

    stuck.open();
    expect(await first).toBe(true);
    const row = await database.db.kysely.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ dispatched_at: null, attempts: 2, last_error: "smtp down", lease_owner: null });
  });
});

const jobRow = () => database.db.kysely.selectFrom("jobs").selectAll().executeTakeFirstOrThrow();

/** Polls `condition` every 10 ms until it holds (or fails the test after 10 s). */
async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("the condition never held");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the lease queue behind the jobs", () => {
  it("a stale worker finishing late does not mark done a job another worker holds", async () => {
    const stuck = gate();
    const crashed = new JobRunner(database.db, clock, silent, { leaseMs: 10_000 });
    crashed.register("work", () => stuck.opened);
    await crashed.enqueue(database.db, "work", {});
    const first = crashed.runOne();
    // Wait for the claims themselves, not for a fixed time: on a busy machine 50 ms may not be enough.
    await until(async () => (await jobRow()).attempts === 1);
    clock.advance(10_001);

    const slow = gate();
    const survivor = new JobRunner(database.db, clock, silent);
    survivor.register("work", () => slow.opened);
    const second = survivor.runOne();
    await until(async () => (await jobRow()).attempts === 2);
    stuck.open();
    await first;
    const meanwhile = await database.db.kysely.selectFrom("jobs").selectAll().executeTakeFirstOrThrow();
    expect(meanwhile).toMatchObject({ status: "running", attempts: 2, finished_at: null });
    expect(meanwhile.lease_owner).not.toBeNull();

    slow.open();
    await second;
    const done = await database.db.kysely.selectFrom("jobs").selectAll().executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: "done", attempts: 2, lease_owner: null });
  });

  it.runIf(testDialect() === "postgres")("on PostgreSQL a worker skips the row another is claiming instead of waiting for it", async () => {
    const runner = new JobRunner(database.db, clock, silent);
    const ran: string[] = [];
    runner.register("count", async (payload) => void ran.push((payload as { id: string }).id));
    await runner.enqueue(database.db, "count", { id: "first" }, { runAt: new Date(clock.now().getTime() - 2_000) });
    await runner.enqueue(database.db, "count", { id: "second" }, { runAt: new Date(clock.now().getTime() - 1_000) });

    await database.db.kysely.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom("jobs").select("id").orderBy("run_at").limit(1).forUpdate().executeTakeFirstOrThrow();
      expect(await runner.runOne()).toBe(true);
      expect(ran).toEqual(["second"]);
      expect(await runner.runOne()).toBe(false);
      const still = await trx.selectFrom("jobs").select("status").where("id", "=", locked.id).executeTakeFirstOrThrow();
      expect(still.status).toBe("queued");
    });
    expect(await runner.drain()).toBe(1);
    expect(ran).toEqual(["second", "first"]);
  });
});
