import { centsToDecimalString } from "@maison/domain/money/cents";
import { SELLER_SHIPPING_LABELS, type SellerShippingMethod } from "@maison/domain/selling/seller-shipping";
import { SELLING_MESSAGES, ticketNumber } from "@maison/domain/selling/selling-messages";
import { storeName } from "@maison/domain/catalog/store";
import type { Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import { EMAIL_TOPIC, type EmailMessage } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import type { SubmissionItemRow, SubmissionRow } from "./selling.table.ts";
import { findItem, findItemsOf, findSubmission } from "./submission.repository.ts";
import { offersOf } from "./submission-view.ts";

/** The subscriber name of the seller's e-mails (one outbox row per event for it). */
export const SELLER_EMAILS_SUBSCRIBER = "seller-emails";

const usd = (cents: number) => `$${centsToDecimalString(cents)}`;

/** Who the seller is: their e-mail, read from identity when the e-mail is written. */
export interface SellerContacts {
  /** Read in the subscriber's transaction: on SQLite it holds the only connection. */
  emailOf(userId: string, tx: Tx): Promise<string | null>;
}

interface Facts {
  item: SubmissionItemRow;
  submission: SubmissionRow;
  to: string;
  ticketUrl: string;
  data: Record<string, unknown>;
}

type Compose = (facts: Facts) => EmailMessage | null;

const offerLines = (item: SubmissionItemRow) => offersOf(item).map((o) => `${o.label}: ${usd(o.amount_cents)}`);

/** Every e-mail the seller waits on (decision 042), by the event that sends it. */
export const SELLER_EMAILS: Record<string, Compose> = {
  "submission_item.submitted": ({ item, submission, to, ticketUrl }) =>
    item.route === "instant_offer"
      ? null
      : composeEmail({
          to,
          subject: `We received your ${item.designer} for review (${ticketNumber(submission.number)})`,
          heading: "Your piece is with our specialists",
          paragraphs: [item.title, item.route === "photo_upload" ? SELLING_MESSAGES.imageSubmission : SELLING_MESSAGES.quoteByEmail],
          action: { label: "View your submission", url: ticketUrl },
        }),
  "submission_item.quoted": ({ item, submission, to, ticketUrl }) =>
    composeEmail({
      to,
      subject: `Your offer for ${item.title} (${ticketNumber(submission.number)})`,
      heading: item.route === "instant_offer" ? "Your instant offer" : "Your quote is ready",
      paragraphs: [item.title, ...offerLines(item), `The offer stands for 7 days${item.expires_at ? `, until ${new Date(item.expires_at).toUTCString().slice(0, 16)}` : ""}.`],
      action: { label: "Review your offer", url: ticketUrl },
    }),
  "submission_item.needs_more_info": ({ item, to, data, ticketUrl }) =>
    composeEmail({
      to,
      subject: `A few questions about your ${item.title}`,
      heading: "We need a little more information",
      paragraphs: [`Before we can quote your ${item.title}, our specialists have a few questions and would like some photos.`, ...(typeof data.note === "string" ? [data.note] : [])],
      action: { label: "Answer the questions", url: data.nmiUrl ? String(data.nmiUrl) : ticketUrl },
    }),
  "submission_item.shipping_booked": ({ item, submission, to, ticketUrl }) =>
    composeEmail({
      to,
      subject: `How your piece comes to us (${submission.inbound_order_id ?? ticketNumber(submission.number)})`,
      heading: SELLER_SHIPPING_LABELS[(submission.shipping_method ?? "prepaid_label") as SellerShippingMethod],
      paragraphs: [
        item.title,
        submission.shipping_method === "prepaid_label"
          ? `Print your prepaid label, pack the piece in its dust bag inside a sturdy box, and drop it at any UPS location. Tracking number: ${submission.tracking_number ?? "—"}.`
          : submission.shipping_method === "courier_pickup"
            ? `Our courier collects it on ${submission.pickup_date ?? "—"} from ${submission.pickup_interval_start ?? "—"} (a two-hour window). Tracking number: ${submission.tracking_number ?? "—"}.`
            : `Bring it to ${storeName(submission.store_handle) ?? "the boutique"}; quote ${submission.inbound_order_id ?? ""}.`,
      ],
      action: { label: "View your submission", url: ticketUrl },
    }),
  "submission_item.received": ({ item, to, ticketUrl }) =>
    composeEmail({
      to,
      subject: `We received your ${item.title}`,
      heading: "Your piece has arrived",
      paragraphs: [`Your ${item.title} arrived safely. Our authenticators will examine it within 3 business days.`],
      action: { label: "View your submission", url: ticketUrl },
    }),
  "submission_item.authenticated": ({ item, to, ticketUrl }) =>
    composeEmail({
      to,
      subject: `Your ${item.title} is authenticated`,
      heading: "Authenticated",
      paragraphs: [`Your ${item.title} passed authentication.`, item.accepted_amount_cents ? `Your payment of ${usd(item.accepted_amount_cents)} is on its way.` : ""].filter(Boolean),
      action: { label: "View your submission", url: ticketUrl },
    }),
  "submission_item.failed_authentication": ({ item, to, ticketUrl }) =>
    composeEmail({
      to,
      subject: `About your ${item.title}`,
      heading: "We cannot accept this piece",
      paragraphs: [`Our authenticators could not confirm your ${item.title}.`, ...(item.reason ? [item.reason] : []), "We will send it back to you at no cost."],
      action: { label: "View your submission", url: ticketUrl },
    }),
  "submission_item.paid": ({ item, to, data, ticketUrl }) =>
    composeEmail({
      to,
      subject: `You have been paid for your ${item.title}`,
      heading: "Payment sent",
      paragraphs: [
        `We paid ${usd(item.accepted_amount_cents ?? 0)} for your ${item.title}.`,
        data.method === "site_credit" ? "It is in your Maison store credit now, ready to spend." : "The transfer is on its way to your bank account or check address.",
      ],
      action: { label: "View your submission", url: ticketUrl },
    }),
};

/**
 * Sends the seller's e-mails after each step commits, through the outbox, as once-only subscribers:
 * a redelivered event sends nothing twice. Shipping is booked for a whole submission: one e-mail, sent
 * for its first item.
 */
export class SellerEmailSubscribers {
  constructor(private readonly deps: { outbox: Outbox; contacts: SellerContacts; publicBaseUrl: string }) {}

  readonly handle = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const compose = SELLER_EMAILS[event.name];
    const payload = event.payload as { subjectId: string } & Record<string, unknown>;
    const item = compose ? await findItem(tx.db, payload.subjectId) : undefined;
    const submission = item ? await findSubmission(tx.db, item.submission_id) : undefined;
    if (!compose || !item || !submission) return;
    if (event.name === "submission_item.shipping_booked") {
      const first = (await findItemsOf(tx.db, [submission.id])).find((i) => i.state === "in_transit");
      if (first && first.id !== item.id) return;
    }
    const to = await this.deps.contacts.emailOf(item.user_id, tx);
    if (!to) return;
    const ticketUrl = `${this.deps.publicBaseUrl}/my-account/submissions/order-details/${submission.id}`;
    const nmiUrl = typeof payload.nmi_id === "string" ? `${this.deps.publicBaseUrl}/submissions/provide-information/${submission.id}/${payload.nmi_id}` : null;
    const message = compose({ item, submission, to, ticketUrl, data: { ...payload, nmiUrl } });
    if (message) await this.deps.outbox.record(tx, EMAIL_TOPIC, message);
  };
}
