import { hostname } from "node:os";
import type { Logger } from "pino";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { retryDelayMs } from "../jobs/job-runner.ts";
import { claimNextMessage, insertOutboxMessage, markDispatched, markFailed } from "./outbox.repository.ts";

export type OutboxHandler = (payload: unknown) => Promise<void>;

/**
 * Transactional outbox: services record side effects (mail, SMS, indexing) in the same transaction as
 * the change that causes them; the dispatcher delivers them after commit, retrying on failure, so an
 * effect happens if and only if its transaction committed (at least once).
 */
export class Outbox {
  private readonly handlers = new Map<string, OutboxHandler>();
  private readonly owner = `${hostname()}:${process.pid}:${newId("o")}`;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<number> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: { pollMs?: number; leaseMs?: number } = {},
  ) {}

  on(topic: string, handler: OutboxHandler): void {
    this.handlers.set(topic, handler);
  }

  /** Records a message inside the transaction and asks for delivery once it commits. */
  async record(tx: Tx, topic: string, payload: unknown): Promise<void> {
    await insertOutboxMessage(tx.db, { id: newId("msg"), topic, payload, now: this.clock.now().toISOString() });
    tx.afterCommit(() => this.kick());
  }

  /** Delivers one due message; false when none is due. */
  async dispatchOne(): Promise<boolean> {
    const now = this.clock.now();
    const leaseUntil = new Date(now.getTime() + (this.options.leaseMs ?? 30_000)).toISOString();
    const message = await inTransaction(this.db, (tx) =>
      claimNextMessage(tx.db, tx.dialect, this.owner, now.toISOString(), leaseUntil),
    );
    if (!message) return false;
    try {
      const handler = this.handlers.get(message.topic);
      if (!handler) throw new Error(`No handler for outbox topic "${message.topic}"`);
      await handler(JSON.parse(message.payload));
      await markDispatched(this.db.kysely, message.id, this.owner, this.clock.now().toISOString());
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      this.logger.warn({ topic: message.topic, messageId: message.id, attempt: message.attempts, err: text }, "outbox delivery failed");
      const retryAt = new Date(this.clock.now().getTime() + retryDelayMs(message.attempts)).toISOString();
      await markFailed(this.db.kysely, message.id, this.owner, text, retryAt);
    }
    return true;
  }

  /** Delivers due messages until none is left; returns how many were attempted. */
  async drain(limit = 1000): Promise<number> {
    let count = 0;
    while (count < limit && (await this.dispatchOne())) count++;
    return count;
  }

  /** Starts delivering soon, without waiting for the next poll (no-op when stopped). */
  kick(): void {
    if (this.stopped || this.draining) return;
    this.draining = this.drain(100)
      .catch((error: unknown) => {
        this.logger.error({ err: error }, "outbox drain failed");
        return 0;
      })
      .finally(() => (this.draining = undefined));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      this.kick();
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs ?? 2000);
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.draining;
  }
}
