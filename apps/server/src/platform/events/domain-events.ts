import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { Outbox } from "../outbox/outbox.ts";
import { takeReceipt } from "./event-receipts.repository.ts";

/** Something that happened in a module, told to whoever subscribed (`item.sold`, `order.shipped`…). */
export interface DomainEvent<P = Record<string, unknown>> {
  id: string;
  name: string;
  occurredAt: string;
  payload: P;
}

export type AfterCommitHandler = (event: DomainEvent) => Promise<void>;
export type InTransactionHandler = (tx: Tx, event: DomainEvent) => Promise<void>;

interface Subscription {
  subscriber: string;
  inTransaction?: InTransactionHandler;
  afterCommit?: AfterCommitHandler;
}

const topicOf = (subscriber: string, name: string) => `event:${subscriber}:${name}`;

/**
 * Domain events with any number of subscribers (decision 037). Publishing happens inside the
 * publisher's transaction: in-transaction subscribers run there and then (their work commits or
 * rolls back with the change that caused it); every after-commit subscriber gets its own outbox row,
 * delivered after COMMIT and retried on its own, so one failing subscriber never blocks another.
 */
export class DomainEvents {
  private readonly subscriptions = new Map<string, Subscription[]>();

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /** Runs `handler` after the publishing transaction commits, at least once (it must be idempotent). */
  subscribe(name: string, subscriber: string, handler: AfterCommitHandler): void {
    this.add(name, { subscriber, afterCommit: handler });
    this.outbox.on(topicOf(subscriber, name), (payload) => handler(payload as DomainEvent));
  }

  /**
   * Runs `handler` after the publishing transaction commits, exactly once: in its own transaction
   * with a receipt (`event_receipts`), so a redelivered event finds the receipt and is skipped. For
   * effects that must not repeat (an e-mail to a buyer) and write only to the database (the outbox).
   */
  subscribeOnce(name: string, subscriber: string, handler: InTransactionHandler): void {
    this.subscribe(name, subscriber, (event) =>
      inTransaction(this.db, async (tx) => {
        if (await takeReceipt(tx.db, subscriber, event.id, event.name, this.clock.now().toISOString())) await handler(tx, event);
      }),
    );
  }

  /** Runs `handler` inside the publishing transaction: for effects that must be atomic with the event. */
  subscribeInTransaction(name: string, subscriber: string, handler: InTransactionHandler): void {
    this.add(name, { subscriber, inTransaction: handler });
  }

  /** Publishes `name` inside `tx`; returns the event as subscribers receive it. */
  async publish<P extends Record<string, unknown>>(tx: Tx, name: string, payload: P): Promise<DomainEvent<P>> {
    const event: DomainEvent<P> = { id: newId("evt"), name, occurredAt: this.clock.now().toISOString(), payload };
    for (const subscription of this.subscriptions.get(name) ?? []) {
      if (subscription.inTransaction) await subscription.inTransaction(tx, event);
      else await this.outbox.record(tx, topicOf(subscription.subscriber, name), event);
    }
    return event;
  }

  /** Who listens to `name` (for the architecture page and tests). */
  subscribersOf(name: string): string[] {
    return (this.subscriptions.get(name) ?? []).map((s) => s.subscriber);
  }

  private add(name: string, subscription: Subscription): void {
    const list = this.subscriptions.get(name) ?? [];
    if (list.some((s) => s.subscriber === subscription.subscriber)) throw new Error(`${subscription.subscriber} already subscribes to ${name}`);
    list.push(subscription);
    this.subscriptions.set(name, list);
  }
}
