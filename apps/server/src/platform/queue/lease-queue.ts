import { hostname } from "node:os";
import type { Selectable } from "kysely";
import type { Logger } from "pino";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import type { Database } from "../../db/schema.ts";
import { inTransaction } from "../../db/transaction.ts";
import { claimNext, completeClaimed, failClaimed, type LeaseColumns, type LeaseQueueTable, type LeaseQueueTableName } from "./lease-queue.repository.ts";

/** Exponential backoff between attempts: 2 s, 4 s, 8 s … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 1000 * 2 ** Math.max(1, attempts));
}

export interface LeaseQueueOptions<T extends LeaseQueueTableName> {
  table: LeaseQueueTable<T>;
  /** Prefix of this worker's lease owner id (`w` for jobs, `o` for the outbox). */
  ownerPrefix: string;
  /** How long a claimed row stays ours: past it, another worker takes the row back. */
  leaseMs: number;
  /** Time between polls once started. */
  pollMs: number;
  /** How many rows one poll works through at most. */
  batch: number;
  /** Runs a claimed row; throwing fails the attempt. */
  handle(row: Selectable<Database[T]>): Promise<void>;
  /** The log line of a failed attempt: its fields and message. */
  describeFailure(row: Selectable<Database[T]>, error: string): [Record<string, unknown>, string];
  /** The log message when a whole poll fails (the database was unreachable…). */
  pollFailure: string;
}

/**
 * A table worked as a queue with leases (decision 034): a worker claims the next due row for a while,
 * runs it, and completes it or fails it with exponential backoff. A crashed worker only delays its
 * row until the lease lapses; several processes share the table on PostgreSQL. The jobs runner and
 * the outbox dispatcher are this over their own tables.
 */
export class LeaseQueue<T extends LeaseQueueTableName> {
  private readonly owner: string;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<number> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: LeaseQueueOptions<T>,
  ) {
    this.owner = `${hostname()}:${process.pid}:${newId(options.ownerPrefix)}`;
  }

  /** Claims and runs one due row; false when none is due. */
  async runOne(): Promise<boolean> {
    const { table } = this.options;
    const now = this.clock.now();
    const leaseUntil = new Date(now.getTime() + this.options.leaseMs).toISOString();
    const row = await inTransaction(this.db, (tx) => claimNext(tx.db, tx.dialect, table, this.owner, now.toISOString(), leaseUntil));
    if (!row) return false;
    const { id, attempts } = row as unknown as LeaseColumns;
    try {
      await this.options.handle(row);
      await completeClaimed(this.db.kysely, table, id, this.owner, this.clock.now().toISOString());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(...this.options.describeFailure(row, message));
      const failedAt = this.clock.now();
      const retryAt = new Date(failedAt.getTime() + retryDelayMs(attempts)).toISOString();
      await failClaimed(this.db.kysely, table, row, this.owner, message, failedAt.toISOString(), retryAt);
    }
    return true;
  }

  /** Runs due rows until none is left (or `limit` ran); returns how many ran. */
  async drain(limit = 1000): Promise<number> {
    let ran = 0;
    while (ran < limit && (await this.runOne())) ran++;
    return ran;
  }

  /** Works through due rows now, without waiting for the next poll (no-op when stopped or already at it). */
  kick(): void {
    if (this.stopped || this.draining) return;
    this.draining = this.drain(this.options.batch)
      .catch((error: unknown) => {
        this.logger.error({ err: error }, this.options.pollFailure);
        return 0;
      })
      .finally(() => (this.draining = undefined));
  }

  /** Polls every `pollMs` until stopped. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      this.kick();
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs);
    };
    tick();
  }

  /** Stops polling and waits for the rows being worked to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.draining;
  }
}
