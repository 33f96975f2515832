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

export { retryDelayMs };

/**
 * The background job queue: timed work as rows of `jobs`, worked through the lease queue (decision
 * 034), so a crash only delays a job until its lease lapses, and several processes can work the
 * same table on PostgreSQL.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly queue: LeaseQueue<"jobs">;

  constructor(
    db: Db,
    private readonly clock: Clock,
    logger: Logger,
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

  /** Runs due jobs until none is left; returns how many ran. Used by tests and the CLI. */
  drain(limit = 1000): Promise<number> {
    return this.queue.drain(limit);
  }

  start(): void {
    this.queue.start();
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(`No handler registered for job "${job.name}"`);
    await handler(JSON.parse(job.payload), job);
  }
}
