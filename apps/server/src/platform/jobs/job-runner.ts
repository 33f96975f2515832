import type { Logger } from "pino";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import type { Tx } from "../../db/transaction.ts";
import { LeaseQueue, retryDelayMs } from "../queue/lease-queue.ts";
import { insertJob, JOBS_QUEUE, type JobRow } from "./job.repository.ts";

export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  uniqueKey?: string;
  maxAttempts?: number;
}

const DEFAULT_LEASE_MS = 60_000;

/** Work done on a schedule without a row per occurrence: it finds by a query what it has to do, and answers how much it did. */
export type Sweep = () => Promise<number>;

interface SweepEntry {
  name: string;
  everyMs: number;
  run: Sweep;
  nextAt: number;
}

export { retryDelayMs };

/**
 * The background job queue: timed work as rows of `jobs`, worked through the lease queue (decision
 * 034), so a crash only delays a job until its lease lapses, and several processes can work the
 * same table on PostgreSQL.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly sweeps: SweepEntry[] = [];
  private readonly queue: LeaseQueue<"jobs">;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | undefined;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
    options: { pollMs?: number; leaseMs?: number } = {},
  ) {
    this.queue = new LeaseQueue(db, clock, logger, {
      table: JOBS_QUEUE,
      ownerPrefix: "w",
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      pollMs: options.pollMs ?? 1000,
      batch: 50,
      handle: (job) => this.run(job),
      describeFailure: (job, err) => [{ job: job.name, jobId: job.id, attempt: job.attempts, err }, "job failed"],
      pollFailure: "job runner tick failed",
    });
  }

  register(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  /**
   * Runs `run` every `everyMs` while started (first at start) and on every `drain`. A sweep replaces a
   * job enqueued per occurrence where the occurrences can be found by a query (decision 098): it writes
   * no row, so every process sweeps, and what it does must be safe to do twice at once.
   */
  sweep(name: string, everyMs: number, run: Sweep): void {
    this.sweeps.push({ name, everyMs, run, nextAt: 0 });
  }

  /** Adds a job inside the caller's transaction (so it exists only if the transaction commits). */
  async enqueue(tx: Tx | Db, name: string, payload: unknown, options: EnqueueOptions = {}): Promise<boolean> {
    const now = this.clock.now();
    const kysely = "kysely" in tx ? tx.kysely : tx.db;
    return insertJob(kysely, {
      id: newId("job"),
      name,
      payload,
      runAt: (options.runAt ?? now).toISOString(),
      now: now.toISOString(),
      maxAttempts: options.maxAttempts ?? 5,
      uniqueKey: options.uniqueKey ?? null,
    });
  }

  /** Claims and runs one due job; false when none is due. */
  runOne(): Promise<boolean> {
    return this.queue.runOne();
  }

  /** Runs every sweep, then due jobs until none is left; returns how many jobs ran and sweeps did. Used by tests and the CLI. */
  async drain(limit = 1000): Promise<number> {
    const swept = await this.runSweeps(true);
    return swept + (await this.queue.drain(limit));
  }

  start(): void {
    this.queue.start();
    if (this.sweeps.length === 0 || this.sweepTimer) return;
    const tick = () => {
      this.sweeping ??= this.runSweeps(false).finally(() => (this.sweeping = undefined));
    };
    tick();
    this.sweepTimer = setInterval(tick, Math.min(...this.sweeps.map((s) => s.everyMs))).unref();
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    await Promise.all([this.queue.stop(), this.sweeping]);
  }

  /** Runs the sweeps that are due (every one when `all`); a failing sweep is logged and tried at its next turn. */
  private async runSweeps(all: boolean): Promise<number> {
    let done = 0;
    for (const sweep of this.sweeps) {
      const now = this.clock.now().getTime();
      if (!all && now < sweep.nextAt) continue;
      sweep.nextAt = now + sweep.everyMs;
      try {
        done += await sweep.run();
      } catch (error) {
        this.logger.warn({ sweep: sweep.name, err: error instanceof Error ? error.message : String(error) }, "sweep failed");
      }
    }
    return done;
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(`No handler registered for job "${job.name}"`);
    await handler(JSON.parse(job.payload), job);
  }
}
