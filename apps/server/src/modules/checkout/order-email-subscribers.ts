import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import { auditTrailOf, insertAuditEvent } from "../../platform/lifecycle/audit.repository.ts";
import { EMAIL_TOPIC, type EmailMessage } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import { orderAccessKey } from "./order-access-key.ts";
import { orderCancelledEmail, orderShippedEmail } from "./order-fulfilment-emails.ts";
import { findOrder, findOrderLines, type OrderLineRow, type OrderRow } from "./order.repository.ts";

/** The subscriber name of the order e-mails (one outbox row per event for it). */
export const ORDER_EMAILS_SUBSCRIBER = "order-emails";

type Compose = (order: OrderRow, lines: OrderLineRow[], orderUrl: string) => EmailMessage;

const NOTICES: Record<"shipped" | "cancelled", { compose: Compose; note: string }> = {
  shipped: { compose: orderShippedEmail, note: "Shipment e-mail sent to the buyer" },
  cancelled: { compose: orderCancelledEmail, note: "Cancellation e-mail sent to the buyer" },
};

/**
 * The buyer's e-mails about a shipment and a cancellation, sent after the change committed
 * (`order.shipped`, `order.cancelled`). Delivery is at least once, so each notice is written once:
 * its e-mail goes to the outbox in the same transaction as a line in the order's timeline saying it
 * was sent, and a repeated delivery finds that line and does nothing.
 */
export class OrderEmailSubscribers {
  constructor(
    private readonly deps: { db: Db; clock: Clock; outbox: Outbox; secret: string; publicBaseUrl: string },
  ) {}

  shipped = (event: DomainEvent) => this.notify(event, "shipped");
  cancelled = (event: DomainEvent) => this.notify(event, "cancelled");

  private async notify(event: DomainEvent, kind: keyof typeof NOTICES): Promise<void> {
    const { subjectId: orderId, event: cause } = event.payload as { subjectId: string; event: string };
    // A payment that could not be captured cancels the order too; that notice is not this one.
    if (kind === "cancelled" && cause !== "cancel") return;
    const markerId = `aud_mail_${kind}_${orderId}`;
    await inTransaction(this.deps.db, async (tx) => {
      if ((await auditTrailOf(tx.db, "order", [orderId])).some((row) => row.id === markerId)) return;
      const order = await findOrder(tx.db, orderId);
      if (!order) return;
      const lines = await findOrderLines(tx.db, [orderId]);
      const url = `${this.deps.publicBaseUrl}/orders/${order.id}${order.user_id ? "" : `?key=${orderAccessKey(this.deps.secret, order.id)}`}`;
      await insertAuditEvent(tx.db, {
        id: markerId,
        subject_type: "order",
        subject_id: orderId,
        lifecycle: "order",
        event: `email_${kind}`,
        from_state: order.state,
        to_state: order.state,
        actor_kind: "system",
        actor_id: ORDER_EMAILS_SUBSCRIBER,
        reason: null,
        data: JSON.stringify({ to: order.email, note: NOTICES[kind].note, event_id: event.id }),
        created_at: this.deps.clock.now().toISOString(),
      });
      await this.deps.outbox.record(tx, EMAIL_TOPIC, NOTICES[kind].compose(order, lines, url));
    });
  }
}
