import type { Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import { EMAIL_TOPIC, type EmailMessage } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import { orderAccessKey } from "./order-access-key.ts";
import { orderCancelledEmail, orderShippedEmail } from "./order-fulfilment-emails.ts";
import { findOrder, findOrderLines, type OrderLineRow, type OrderRow } from "./order.repository.ts";

/** The subscriber name of the order e-mails (one outbox row per event for it). */
export const ORDER_EMAILS_SUBSCRIBER = "order-emails";

type Compose = (order: OrderRow, lines: OrderLineRow[], orderUrl: string) => EmailMessage;

const NOTICES: Record<"shipped" | "cancelled", { compose: Compose }> = {
  shipped: { compose: orderShippedEmail },
  cancelled: { compose: orderCancelledEmail },
};

/**
 * The buyer's e-mails about a shipment and a cancellation, sent after the change committed
 * (`order.shipped`, `order.cancelled`). They are once-only subscribers (`events.subscribeOnce`): the
 * e-mail is written to the outbox in the same transaction as the event's receipt, so a redelivered
 * event sends nothing twice.
 */
export class OrderEmailSubscribers {
  constructor(private readonly deps: { secret: string; publicBaseUrl: string; outbox: Outbox }) {}

  shipped = (tx: Tx, event: DomainEvent) => this.notify(tx, event, "shipped");
  cancelled = (tx: Tx, event: DomainEvent) => this.notify(tx, event, "cancelled");

  private async notify(tx: Tx, event: DomainEvent, kind: keyof typeof NOTICES): Promise<void> {
    const { subjectId: orderId, event: cause } = event.payload as { subjectId: string; event: string };
    // A payment that could not be captured cancels the order too; that notice is not this one.
    if (kind === "cancelled" && cause !== "cancel") return;
    const order = await findOrder(tx.db, orderId);
    if (!order) return;
    const lines = await findOrderLines(tx.db, [orderId]);
    const url = `${this.deps.publicBaseUrl}/orders/${order.id}${order.user_id ? "" : `?key=${orderAccessKey(this.deps.secret, order.id)}`}`;
    await this.deps.outbox.record(tx, EMAIL_TOPIC, NOTICES[kind].compose(order, lines, url));
  }
}
