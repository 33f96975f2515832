import type { ShippingInput, ShippingOptions, Ticket } from "@maison/contracts/selling";
import type { Actor } from "@maison/domain/actor/actor";
import { STORES, storeName } from "@maison/domain/catalog/store";
import { DomainError } from "@maison/domain/shared/domain-error";
import { LABEL_MAX_VALUE_CENTS, PICKUP_INTERVAL_STARTS, SELLER_SHIPPING_LABELS, SELLER_SHIPPING_METHODS, pickupDates, shippingChoiceProblem } from "@maison/domain/selling/seller-shipping";
import { SellingErrorCode } from "@maison/contracts/selling";
import { randomInt } from "node:crypto";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { AddressService } from "../account/address.service.ts";
import { sellingErrors } from "./selling-errors.ts";
import type { SubmissionRow } from "./selling.table.ts";
import { SUBMISSION_ITEM_BINDING } from "./submission-item-binding.ts";
import { findItemsOf, findOwnSubmission, updateSubmissionShipping } from "./submission.repository.ts";
import type { SubmissionService } from "./submission.service.ts";

/** Where pieces come in: Maison's authentication centre. */
export const AUTHENTICATION_CENTRE = { name: "Maison Authentication Centre", lines: ["Attn: Intake", "500 Seventh Avenue, Floor 9", "New York, NY 10018"] };

const storeToday = (now: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(now);

/** A UPS-style tracking number for the prepaid label or the courier's pickup. */
const trackingNumber = () => `1Z${Array.from({ length: 16 }, () => "0123456789ABCDEFGHJKLMNPRSTUVWXYZ"[randomInt(33)]).join("")}`;

/**
 * How accepted pieces come in (spec 1 §7 self-check-in `POST /shipping/`; spec 2 §3 thank-you fields):
 * a prepaid label, a courier pickup (date, two-hour window, instructions) or a drop-off at a boutique.
 * Booking moves every accepted item to `in_transit` and gives the submission its inbound order id.
 */
export class SellerShippingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transitions: Transitions,
    private readonly addresses: AddressService,
    private readonly submissions: SubmissionService,
  ) {}

  async options(userId: string, quoteId: string): Promise<ShippingOptions> {
    const submission = await findOwnSubmission(this.db.kysely, userId, quoteId);
    if (!submission) throw sellingErrors.submissionNotFound("quote");
    const value = await this.acceptedValue(submission);
    return {
      methods: SELLER_SHIPPING_METHODS.map((method) => {
        const tooValuable = method === "prepaid_label" && value > LABEL_MAX_VALUE_CENTS;
        return { method, label: SELLER_SHIPPING_LABELS[method], available: !tooValuable, note: tooValuable ? "For pieces worth more than $25,000 we send a courier, or you visit a boutique." : null };
      }),
      pickup_dates: pickupDates(storeToday(this.clock.now())),
      pickup_interval_starts: [...PICKUP_INTERVAL_STARTS],
      stores: STORES.map((s) => ({ handle: s.handle, name: s.name, address: s.address })),
    };
  }

  async book(userId: string, actor: Actor, input: ShippingInput): Promise<Ticket> {
    const submission = await findOwnSubmission(this.db.kysely, userId, input.quote);
    if (!submission) throw sellingErrors.submissionNotFound("quote");
    if (submission.shipping_booked_at) throw sellingErrors.shippingBooked();
    const needsAddress = input.shipping_method !== "boutique_dropoff";
    if (needsAddress && !input.address_id) throw new DomainError("invalid", SellingErrorCode.enum.invalid_shipping, "Choose the address we collect from or send the label to.", "address_id");
    const address = needsAddress && input.address_id ? await this.addresses.get(userId, input.address_id, "address_id") : null;
    if (input.store_handle && !storeName(input.store_handle)) throw new DomainError("invalid", SellingErrorCode.enum.invalid_shipping, "Choose one of our boutiques.", "store_handle");
    const problem = shippingChoiceProblem({
      method: input.shipping_method,
      valueCents: await this.acceptedValue(submission),
      pickupDate: input.pickup_date,
      pickupIntervalStart: input.pickup_interval_start,
      storeHandle: input.store_handle,
      today: storeToday(this.clock.now()),
    });
    if (problem) throw new DomainError("invalid", SellingErrorCode.enum.invalid_shipping, problem.message, problem.field);

    await inTransaction(this.db, async (tx) => {
      const accepted = (await findItemsOf(tx.db, [submission.id])).filter((i) => i.state === "accepted");
      if (accepted.length === 0) throw sellingErrors.nothingToShip();
      const now = this.clock.now().toISOString();
      const courier = input.shipping_method !== "boutique_dropoff";
      const booked = await updateSubmissionShipping(tx.db, submission.id, {
        shipping_method: input.shipping_method,
        shipping_address: address ? [`${address.first_name} ${address.last_name}`, address.address1, address.address2, `${address.city}, ${address.province} ${address.zip}`, address.country_code].filter(Boolean).join(", ") : null,
        pickup_date: input.shipping_method === "courier_pickup" ? input.pickup_date : null,
        pickup_interval_start: input.shipping_method === "courier_pickup" ? input.pickup_interval_start : null,
        pickup_instructions: input.shipping_method === "courier_pickup" ? input.pickup_instructions : null,
        store_handle: input.shipping_method === "boutique_dropoff" ? input.store_handle : null,
        carrier: courier ? "ups" : null,
        tracking_number: courier ? trackingNumber() : null,
        inbound_order_id: `IN-${String(submission.number).padStart(6, "0")}`,
        shipping_booked_at: now,
        updated_at: now,
      });
      if (!booked) throw sellingErrors.shippingBooked();
      for (const item of accepted) {
        await this.transitions.apply(tx, SUBMISSION_ITEM_BINDING, item.id, "ship_in", actor, {
          expectFrom: "accepted",
          data: { submission_id: submission.id, shipping_method: input.shipping_method },
        });
      }
    });
    return this.submissions.ticket(userId, submission.id);
  }

  /** The printable prepaid label of the user's submission (HTML, for the browser's print). */
  async label(userId: string, quoteId: string): Promise<string> {
    const submission = await findOwnSubmission(this.db.kysely, userId, quoteId);
    if (!submission || submission.shipping_method !== "prepaid_label") throw sellingErrors.submissionNotFound();
    return labelHtml(submission);
  }

  private async acceptedValue(submission: SubmissionRow): Promise<number> {
    const items = await findItemsOf(this.db.kysely, [submission.id]);
    return items.filter((i) => i.state === "accepted" || i.state === "quoted").reduce((sum, i) => sum + (i.accepted_amount_cents ?? 0), 0);
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function labelHtml(s: SubmissionRow): string {
  const from = escape(s.shipping_address ?? "");
  const to = AUTHENTICATION_CENTRE.lines.map(escape).join("<br>");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Prepaid label ${escape(s.inbound_order_id ?? "")}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px}.label{border:2px solid #000;max-width:420px;padding:16px}h1{font-size:18px;margin:0 0 12px}.big{font:700 22px/1.2 ui-monospace,monospace;letter-spacing:2px}.bars{height:56px;background:repeating-linear-gradient(90deg,#000 0 2px,#fff 2px 4px,#000 4px 7px,#fff 7px 9px);margin:12px 0}</style></head>
<body><div class="label"><h1>UPS Ground · Prepaid by Maison</h1><p><strong>From</strong><br>${from}</p><p><strong>To</strong><br>${escape(AUTHENTICATION_CENTRE.name)}<br>${to}</p>
<div class="bars" role="img" aria-label="Barcode"></div><p class="big">${escape(s.tracking_number ?? "")}</p><p>Reference ${escape(s.inbound_order_id ?? "")}</p></div>
<p>Pack the piece in its dust bag, inside a sturdy box. Attach this label and drop the box at any UPS location.</p></body></html>`;
}
