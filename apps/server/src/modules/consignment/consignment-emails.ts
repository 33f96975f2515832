import { centsToDecimalString } from "@maison/domain/money/cents";
import type { Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import { EMAIL_TOPIC, type EmailMessage } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import { findConsignment } from "./consignment.repository.ts";
import type { ConsignmentRow } from "./consignment.table.ts";

/** The subscriber name of the consignor's e-mails (one outbox row per event for it). */
export const CONSIGNOR_EMAILS_SUBSCRIBER = "consignor-emails";

const usd = (cents: number | null) => `$${centsToDecimalString(cents ?? 0)}`;
const day = (iso: string | null) => (iso ? new Date(iso).toUTCString().slice(0, 16) : "—");

interface Facts {
  row: ConsignmentRow;
  to: string;
  pageUrl: string;
  /** The return shipping payment's page, absolute. */
  returnUrl: string | null;
  data: Record<string, unknown>;
}

/** Every change the consignor waits on (decision 046), by the event that sends it. */
export const CONSIGNOR_EMAILS: Record<string, (facts: Facts) => EmailMessage> = {
  "consignment.reviewed": ({ row, to, pageUrl }) =>
    composeEmail({
      to,
      subject: `Your ${row.title} is reviewed`,
      heading: "Reviewed and priced",
      paragraphs: [`Our specialists reviewed your ${row.title}. It will be listed at ${usd(row.list_price_cents)}.`],
      action: { label: "View your consignment", url: pageUrl },
    }),
  "consignment.listed": ({ row, to, pageUrl }) =>
    composeEmail({
      to,
      subject: `Your ${row.title} is on sale`,
      heading: "Listed for sale",
      paragraphs: [`Your ${row.title} is now on sale at ${usd(row.list_price_cents)}. We will tell you the moment it sells.`],
      action: { label: "View your consignment", url: pageUrl },
    }),
  "consignment.tweak_proposed": ({ row, to, pageUrl, data }) =>
    composeEmail({
      to,
      subject: `A new price for your ${row.title}`,
      heading: "We propose a new price",
      paragraphs: [
        `We suggest listing your ${row.title} at ${usd(Number(data.price_cents))} instead of ${usd(row.list_price_cents)}.`,
        ...(typeof data.note === "string" && data.note ? [data.note] : []),
        "Accept or decline it from your account.",
      ],
      action: { label: "Answer the proposal", url: pageUrl },
    }),
  "consignment.sold": ({ row, to, pageUrl }) =>
    composeEmail({
      to,
      subject: `Your ${row.title} sold`,
      heading: "Sold",
      paragraphs: [
        `Your ${row.title} sold for ${usd(row.sale_price_cents)}. Your earning is ${usd(row.earning_cents)}.`,
        "It is paid to your cash balance once the buyer's 14-day return window closes after delivery.",
      ],
      action: { label: "View your consignment", url: pageUrl },
    }),
  "consignment.paid": ({ row, to, pageUrl }) =>
    composeEmail({
      to,
      subject: `You have been paid for your ${row.title}`,
      heading: "Payment cleared",
      paragraphs: [`${usd(row.earning_cents)} for your ${row.title} is in your Maison cash balance now.`],
      action: { label: "View your consignments", url: pageUrl },
    }),
  "consignment.delist_requested": ({ row, to, returnUrl }) =>
    composeEmail({
      to,
      subject: `Your ${row.title} is off sale`,
      heading: "Delist requested",
      paragraphs: [`We took your ${row.title} off sale. Pay the insured return shipping to have it sent back to ${row.return_address ?? "your address"}.`],
      ...(returnUrl ? { action: { label: "Pay the return shipping", url: returnUrl } } : {}),
    }),
  "consignment.delisted": ({ row, to, pageUrl }) =>
    composeEmail({
      to,
      subject: `Your ${row.title} is on its way back`,
      heading: "Delisted",
      paragraphs: [`Thank you: the return shipping is paid. We will ship your ${row.title} to ${row.return_address ?? "your address"} within 2 business days.`, `Requested ${day(row.updated_at)}.`],
      action: { label: "View your consignment", url: pageUrl },
    }),
};

/**
 * Sends the consignor's e-mails after each step commits, through the outbox, as once-only
 * subscribers: a redelivered event sends nothing twice. Reads through the subscriber's `tx`.
 */
export class ConsignorEmailSubscribers {
  constructor(private readonly deps: { outbox: Outbox; emailOf: (userId: string, tx: Tx) => Promise<string | null>; publicBaseUrl: string }) {}

  readonly handle = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const compose = CONSIGNOR_EMAILS[event.name];
    const payload = event.payload as { subjectId: string } & Record<string, unknown>;
    const row = compose ? await findConsignment(tx.db, payload.subjectId) : undefined;
    if (!compose || !row) return;
    const to = await this.deps.emailOf(row.user_id, tx);
    if (!to) return;
    const base = this.deps.publicBaseUrl;
    const returnUrl = row.return_checkout_url ? (row.return_checkout_url.startsWith("/") ? `${base}${row.return_checkout_url}` : row.return_checkout_url) : null;
    await this.deps.outbox.record(tx, EMAIL_TOPIC, compose({ row, to, pageUrl: `${base}/my-account/consignments/${row.id}`, returnUrl, data: payload }));
  };
}
