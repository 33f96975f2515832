import { centsToDecimalString } from "@maison/domain/money/cents";
import { TRADE_IN_ARRIVAL_DAYS } from "@maison/domain/trade-in/trade-in-lifecycle";
import type { Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import { EMAIL_TOPIC, type EmailMessage } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import type { TradeInContacts } from "./trade-in-console.service.ts";
import { tradeInPath } from "./trade-in-payments.ts";
import { valueOf } from "./trade-in-view.ts";
import { findTradeIn } from "./trade-in.repository.ts";
import type { TradeInRow } from "./trade-in.table.ts";

/** The subscriber name of the trade-in e-mails (one outbox row per event for it). */
export const TRADE_IN_EMAILS_SUBSCRIBER = "trade-in-emails";

const usd = (cents: number) => `$${centsToDecimalString(cents)}`;
const day = (iso: string | null) => (iso ? new Date(iso).toUTCString().slice(0, 16) : "");

type Compose = (facts: { row: TradeInRow; to: string; url: string }) => EmailMessage;

/** Every change of a trade-in the seller waits on (decision 050), by the event that sends it. */
export const TRADE_IN_EMAILS: Record<string, Compose> = {
  "trade_in.accepted": ({ row, to, url }) =>
    composeEmail({
      to,
      subject: `Your trade-in of ${usd(row.amount_cents)} is in your bag`,
      heading: "Your trade-in is ready to spend",
      paragraphs: [`${row.title}: ${usd(row.amount_cents)} comes off your next purchase at checkout.`, `Once you place the order, send us the piece within ${TRADE_IN_ARRIVAL_DAYS} days.`],
      action: { label: "View your trade-in", url },
    }),
  "trade_in.in_progress": ({ row, to, url }) =>
    composeEmail({
      to,
      subject: `Send us your ${row.title} by ${day(row.arrive_by)}`,
      heading: "Your order waits for your trade-in",
      paragraphs: [
        `Your order used ${usd(row.applied_cents)} of your trade-in. It ships once your ${row.title} reaches us.`,
        `If the piece has not arrived by ${day(row.arrive_by)}, the order is cancelled and refunded.`,
      ],
      action: { label: "View your trade-in", url },
    }),
  "trade_in.received": ({ row, to, url }) =>
    composeEmail({
      to,
      subject: `We received your ${row.title}`,
      heading: "Your piece arrived",
      paragraphs: [`Our specialists are inspecting your ${row.title}. We will write again once it is done.`],
      action: { label: "View your trade-in", url },
    }),
  "trade_in.credited": ({ row, to, url }) =>
    composeEmail({
      to,
      subject: `Your trade-in of ${row.title} is complete`,
      heading: "Trade-in credited",
      paragraphs: [
        `Your ${row.title} is credited at ${usd(valueOf(row))}.`,
        ...(row.store_credit_cents > 0 ? [`${usd(row.store_credit_cents)} your order did not use is in your Maison store credit.`] : []),
      ],
      action: { label: "View your trade-in", url },
    }),
  "trade_in.revised": ({ row, to, url }) =>
    composeEmail({
      to,
      subject: `A revised offer for your ${row.title}`,
      heading: "Your trade-in after inspection",
      paragraphs: [
        `After inspection we can offer ${usd(row.revised_amount_cents ?? 0)} instead of ${usd(row.amount_cents)}.`,
        ...(row.revision_reason ? [row.revision_reason] : []),
        "Accept the revised offer, or decline it and we send the piece back to you.",
      ],
      action: { label: "Answer the offer", url },
    }),
  "trade_in.payment_due": ({ row, to, url }) =>
    composeEmail({
      to,
      subject: `${usd(row.due_cents)} is due on your trade-in`,
      heading: row.client_response === "declined" ? "Pay back the trade-in value" : "Pay the difference",
      paragraphs: [
        row.client_response === "declined"
          ? `Your order used ${usd(row.applied_cents)} of your trade-in. Once it is paid, we send your ${row.title} back to you.`
          : `Your order used ${usd(row.applied_cents)} of your trade-in; the revised offer covers ${usd(row.revised_amount_cents ?? 0)}.`,
      ],
      action: { label: "Pay now", url },
    }),
  "trade_in.declined": ({ row, to, url }) =>
    composeEmail({
      to,
      subject: `Your ${row.title} is on its way back`,
      heading: "Trade-in declined",
      paragraphs: [`We are sending your ${row.title} back to you at no cost.`],
      action: { label: "View your trade-in", url },
    }),
  "trade_in.lapsed": ({ row, to, url }) =>
    composeEmail({
      to,
      subject: `Your order was cancelled: your ${row.title} did not arrive`,
      heading: "Trade-in lapsed",
      paragraphs: [`We did not receive your ${row.title} within ${TRADE_IN_ARRIVAL_DAYS} days, so the order it was traded toward is cancelled and its payment refunded.`],
      action: { label: "View your trade-in", url },
    }),
  "trade_in.released": ({ row, to, url }) =>
    composeEmail({
      to,
      subject: `Your trade-in of ${usd(valueOf(row))} is back in your bag`,
      heading: "Your order was cancelled",
      paragraphs: [`The order your ${row.title} was traded toward is cancelled; the trade-in comes off your next purchase instead.`],
      action: { label: "View your trade-in", url },
    }),
};

/** Writes the seller's trade-in e-mails to the outbox after each change commits, once per event. */
export class TradeInEmailSubscribers {
  constructor(private readonly deps: { outbox: Outbox; contacts: TradeInContacts; publicBaseUrl: string }) {}

  readonly handle = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const compose = TRADE_IN_EMAILS[event.name];
    const row = compose ? await findTradeIn(tx.db, (event.payload as { subjectId: string }).subjectId) : undefined;
    if (!compose || !row) return;
    const to = await this.deps.contacts.emailOf(row.user_id, tx);
    if (!to) return;
    await this.deps.outbox.record(tx, EMAIL_TOPIC, compose({ row, to, url: `${this.deps.publicBaseUrl}${tradeInPath(row.id)}` }));
  };
}
