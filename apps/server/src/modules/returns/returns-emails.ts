import { centsToDecimalString } from "@maison/domain/money/cents";
import type { StoredShare } from "./return-money.ts";
import type { Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import { EMAIL_TOPIC, type EmailMessage } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import { findItemsOf, findReturn } from "./returns.repository.ts";
import type { ReturnItemRow, ReturnRow } from "./returns.table.ts";

export const RETURN_EMAILS_SUBSCRIBER = "return-emails";

/** Where returned pieces go: the prepaid label's addressee. */
export const RETURNS_CENTRE = { name: "Maison Returns", lines: ["Attn: Returns", "500 Seventh Avenue, Floor 9", "New York, NY 10018"] };

const usd = (cents: number) => `$${centsToDecimalString(cents)}`;
const pieces = (items: readonly ReturnItemRow[]) => items.map((i) => `${i.vendor} ${i.title}`).join(", ");

type Compose = (row: ReturnRow, items: readonly ReturnItemRow[], urls: { label: string; purchase: string }) => EmailMessage;

/** The buyer's e-mails of a return (decision 056), by the event that sends each. */
export const RETURN_EMAILS: Record<string, Compose> = {
  "return.label_sent": (row, items, urls) =>
    composeEmail({
      to: row.email,
      subject: `Your prepaid return label for order #${row.order_number}`,
      heading: "Your return is open",
      paragraphs: [
        pieces(items),
        `Your prepaid UPS label: tracking number ${row.tracking_number}, addressed to ${RETURNS_CENTRE.name}, ${RETURNS_CENTRE.lines.join(", ")}.`,
        "Print the label, pack the pieces in their dust bags inside a sturdy box, and drop it at any UPS location.",
        `Refund once we receive and inspect your return: ${usd(row.refund_cents)}${row.fee_cents > 0 ? ` (after a return fee of ${usd(row.fee_cents)})` : " (your return is free)"}.`,
      ],
      action: { label: "Print your prepaid label", url: urls.label },
    }),
  "return.refunded": (row, items, urls) =>
    composeEmail({
      to: row.email,
      subject: `Your refund for order #${row.order_number}`,
      heading: "Your return is refunded",
      paragraphs: [pieces(items), `We refunded ${usd(row.refund_cents)}:`, ...(JSON.parse(row.split) as StoredShare[]).map((s) => `${s.label}: ${usd(s.amount_cents)}`), "A card refund can take 5 to 10 business days to appear on your statement."],
      action: { label: "View your purchase", url: urls.purchase },
    }),
  "return.rejected": (row, items, urls) =>
    composeEmail({
      to: row.email,
      subject: `About your return for order #${row.order_number}`,
      heading: "We could not accept your return",
      paragraphs: [pieces(items), ...(row.rejection_reason ? [row.rejection_reason] : []), "We will ship the pieces back to you at no cost."],
      action: { label: "View your purchase", url: urls.purchase },
    }),
};

/** Sends each return e-mail once after its step commits, through the outbox. */
export class ReturnEmailSubscribers {
  constructor(private readonly deps: { outbox: Outbox; publicBaseUrl: string }) {}

  readonly handle = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const compose = RETURN_EMAILS[event.name];
    const row = compose ? await findReturn(tx.db, (event.payload as { subjectId: string }).subjectId) : undefined;
    if (!compose || !row) return;
    const items = await findItemsOf(tx.db, [row.id]);
    const base = this.deps.publicBaseUrl;
    await this.deps.outbox.record(tx, EMAIL_TOPIC, compose(row, items, { label: `${base}/api/v6/my-account/returns/${row.id}/label/`, purchase: `${base}/my-account/purchases?purchase_id=${row.order_number}` }));
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The printable prepaid label (HTML, for the browser's print). */
export function returnLabelHtml(row: ReturnRow, items: readonly ReturnItemRow[]): string {
  const to = RETURNS_CENTRE.lines.map(escape).join("<br>");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Prepaid return label ${escape(row.tracking_number)}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px}.label{border:2px solid #000;max-width:420px;padding:16px}h1{font-size:18px;margin:0 0 12px}.big{font:700 22px/1.2 ui-monospace,monospace;letter-spacing:2px}.bars{height:56px;background:repeating-linear-gradient(90deg,#000 0 2px,#fff 2px 4px,#000 4px 7px,#fff 7px 9px);margin:12px 0}</style></head>
<body><div class="label"><h1>UPS Ground · Prepaid return by Maison</h1><p><strong>To</strong><br>${escape(RETURNS_CENTRE.name)}<br>${to}</p>
<div class="bars" role="img" aria-label="Barcode"></div><p class="big">${escape(row.tracking_number)}</p><p>Order #${escape(row.order_number)} · ${escape(pieces(items))}</p></div>
<p>Pack the pieces in their dust bags, inside a sturdy box. Attach this label and drop the box at any UPS location.</p></body></html>`;
}
