import type { Logger } from "pino";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import type { Tx } from "../../db/transaction.ts";
import { LeaseQueue } from "../queue/lease-queue.ts";
import { insertOutboxMessage, outboxMessageRow, OUTBOX_QUEUE, type OutboxRow } from "./outbox.repository.ts";

export type OutboxHandler = (payload: unknown) => Promise<void>;

/**
 * Transactional outbox: services record side effects (mail, SMS, indexing) in the same transaction as
 * the change that causes them; the dispatcher delivers them after commit through the lease queue
 * (decision 034), retrying on failure, so an effect happens if and only if its transaction committed
 * (at least once).
 */
export class Outbox {
  private readonly handlers = new Map<string, OutboxHandler>();
  private readonly queue: LeaseQueue<"outbox">;

  constructor(
    db: Db,
    private readonly clock: Clock,
    logger: Logger,
    options: { pollMs?: number; leaseMs?: number } = {},
  ) {
    this.queue = new LeaseQueue(db, clock, logger, {
      table: OUTBOX_QUEUE,
      ownerPrefix: "o",
      leaseMs: options.leaseMs ?? 30_000,
      pollMs: options.pollMs ?? 2000,
      batch: 100,
      handle: (message) => this.deliver(message),
      describeFailure: (message, err) => [{ topic: message.topic, messageId: message.id, attempt: message.attempts, err }, "outbox delivery failed"],
      pollFailure: "outbox drain failed",
    });
  }

  on(topic: string, handler: OutboxHandler): void {
    this.handlers.set(topic, handler);
  }

  /** Records a message inside the transaction and asks for delivery once it commits. */
  async record(tx: Tx, topic: string, payload: unknown): Promise<void> {
    const message = { id: newId("msg"), topic, payload, now: this.clock.now().toISOString() };
    // A transaction that batches its append-only rows writes them all at its end (decision 079).
    if (tx.appends) tx.appends.add("outbox", outboxMessageRow(message));
    else await insertOutboxMessage(tx.db, message);
    tx.afterCommit(() => this.kick());
  }

  /** Delivers one due message; false when none is due. */
  dispatchOne(): Promise<boolean> {
    return this.queue.runOne();
  }

  /** Delivers due messages until none is left; returns how many were attempted. */
  drain(limit = 1000): Promise<number> {
    return this.queue.drain(limit);
  }

  /** Starts delivering soon, without waiting for the next poll (no-op when stopped). */
  kick(): void {
    this.queue.kick();
  }

  start(): void {
    this.queue.start();
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }

  private async deliver(message: OutboxRow): Promise<void> {
    const handler = this.handlers.get(message.topic);
    if (!handler) throw new Error(`No handler for outbox topic "${message.topic}"`);
    await handler(JSON.parse(message.payload));
  }
}
