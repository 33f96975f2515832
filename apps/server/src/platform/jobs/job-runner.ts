import { hostname } from "node:os";
import type { Logger } from "pino";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { claimNextJob, completeJob, failJob, insertJob, type JobRow } from "./job.repository.ts";

export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  uniqueKey?: string;
  maxAttempts?: number;
}

const DEFAULT_LEASE_MS = 60_000;

/** Exponential backoff between attempts: 2 s, 4 s, 8 s … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 1000 * 2 ** Math.max(1, attempts));
}

/**
 * The background job queue: jobs are rows with leases, so a crash only delays a job until its lease
 * lapses, and several processes can work the same table on PostgreSQL.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly owner = `${hostname()}:${process.pid}:${newId("w")}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: { pollMs?: number; leaseMs?: number } = {},
  ) {}

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
  async runOne(): Promise<boolean> {
    const now = this.clock.now();
    const leaseUntil = new Date(now.getTime() + (this.options.leaseMs ?? DEFAULT_LEASE_MS)).toISOString();
    const job = await inTransaction(this.db, (tx) =>
      claimNextJob(tx.db, tx.dialect, this.owner, now.toISOString(), leaseUntil),
    );
    if (!job) return false;
    const handler = this.handlers.get(job.name);
    try {
      if (!handler) throw new Error(`No handler registered for job "${job.name}"`);
      await handler(JSON.parse(job.payload), job);
      await completeJob(this.db.kysely, job.id, this.owner, this.clock.now().toISOString());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn({ job: job.name, jobId: job.id, attempt: job.attempts, err: message }, "job failed");
      const failedAt = this.clock.now();
      const retryAt = new Date(failedAt.getTime() + retryDelayMs(job.attempts)).toISOString();
      await failJob(this.db.kysely, job, this.owner, message, failedAt.toISOString(), retryAt);
    }
    return true;
  }

  /** Runs due jobs until none is left; returns how many ran. Used by tests and the CLI. */
  async drain(limit = 1000): Promise<number> {
    let ran = 0;
    while (ran < limit && (await this.runOne())) ran++;
    return ran;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.drain(50)
        .then(() => undefined)
        .catch((error: unknown) => this.logger.error({ err: error }, "job runner tick failed"));
      await this.running;
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs ?? 1000);
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
