import type { CreateSubmissionInput, OfferView, SubmissionItemInput, Ticket, TicketList } from "@maison/contracts/selling";
import { TICKETS_PAGE_SIZE } from "@maison/contracts/selling";
import type { Appraisal } from "@maison/contracts/valuation";
import type { Actor } from "@maison/domain/actor/actor";
import { systemActor } from "@maison/domain/actor/actor";
import { isDomainError } from "@maison/domain/shared/domain-error";
import { QUOTE_VALID_MS } from "@maison/domain/selling/submission-item-lifecycle";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { PartnerService } from "../partners/partner.service.ts";
import type { ValuationService } from "../valuation/valuation.service.ts";
import { findOpenNmiOf } from "./nmi.repository.ts";
import { attachSellerPhotos, findPhotosOfItems } from "./seller-photo.repository.ts";
import { sellingErrors } from "./selling-errors.ts";
import type { SubmissionItemRow, SubmissionRow } from "./selling.table.ts";
import { SUBMISSION_ITEM_BINDING } from "./submission-item-binding.ts";
import {
  countOwnSubmissions,
  findItemsOf,
  findOwnSubmission,
  highestSubmissionNumber,
  insertSubmission,
  insertSubmissionItem,
  listOwnSubmissions,
} from "./submission.repository.ts";
import { toTicket } from "./submission-view.ts";

/** The seller's tier, for the seller incentive the offers include. */
export interface SellerTiers {
  tierOf(userId: string): Promise<{ key: string }>;
}

/** A submission's number is the next one; two creations racing for it retry (PostgreSQL). */
const CREATE_ATTEMPTS = 3;

interface PreparedItem {
  input: SubmissionItemInput;
  appraisal: Appraisal | null;
}

/** The offer engine's firm offers, as the item stores them. */
const offerViews = (appraisal: Appraisal): OfferView[] => appraisal.offers.map((o) => ({ kind: o.kind, amount_cents: o.amount_cents, label: o.label }));

/**
 * Submissions (decision 042): a seller submits pieces; each is appraised by the offer engine and
 * either arrives `quoted` with an instant offer (the system fires `offer_instantly`, whose timer
 * expires it after 7 days) or waits `submitted` for pricing (a quote, or a photo submission). The
 * account reads its tickets here; another seller's is never found.
 */
export class SubmissionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transitions: Transitions,
    private readonly valuation: ValuationService,
    private readonly tiers: SellerTiers,
    private readonly partners: PartnerService,
  ) {}

  async create(userId: string, actor: Actor, input: CreateSubmissionInput): Promise<Ticket> {
    const partnerCode = input.partner_code ? (await this.partners.verify(input.partner_code)).code : null;
    const tierKey = (await this.tiers.tierOf(userId)).key;
    const prepared: PreparedItem[] = [];
    for (const [index, item] of input.items.entries()) prepared.push({ input: item, appraisal: await this.appraise(item, tierKey, index) });
    for (let attempt = 1; ; attempt++) {
      try {
        const id = await inTransaction(this.db, (tx) => this.insert(tx, userId, actor, input.trade_in, partnerCode, prepared));
        return await this.ticket(userId, id);
      } catch (error) {
        if (attempt >= CREATE_ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
  }

  async list(userId: string, page: number): Promise<TicketList> {
    const offset = (page - 1) * TICKETS_PAGE_SIZE;
    const [rows, count] = await Promise.all([listOwnSubmissions(this.db.kysely, userId, offset, TICKETS_PAGE_SIZE), countOwnSubmissions(this.db.kysely, userId)]);
    const tickets = await this.tickets(rows);
    return { tickets, count, next: offset + rows.length < count ? page + 1 : null, previous: page > 1 ? page - 1 : null };
  }

  /** The user's ticket; 404 when it is not theirs. */
  async ticket(userId: string, id: string): Promise<Ticket> {
    const row = await findOwnSubmission(this.db.kysely, userId, id);
    if (!row) throw sellingErrors.submissionNotFound();
    return (await this.tickets([row]))[0]!;
  }

  private async tickets(rows: SubmissionRow[]): Promise<Ticket[]> {
    const db = this.db.kysely;
    const items = await findItemsOf(db, rows.map((r) => r.id));
    const [photos, nmi] = await Promise.all([findPhotosOfItems(db, items.map((i) => i.id)), findOpenNmiOf(db, items.map((i) => i.id))]);
    const openNmi = new Map([...nmi].map(([itemId, request]) => [itemId, request.id]));
    const now = this.clock.now();
    return rows.map((row) => toTicket(row, items.filter((i) => i.submission_id === row.id), photos, openNmi, now));
  }

  /** The engine's appraisal of a catalogued piece (read before the transaction); null for a photo submission. */
  private async appraise(item: SubmissionItemInput, tierKey: string, index: number): Promise<Appraisal | null> {
    if (item.sku === null) return null;
    try {
      return await this.valuation.appraise(
        { sku: item.sku, condition_key: item.condition_key, accessories: item.accessories, serial_number: item.serial_number, color: item.color || null },
        { tierKey },
      );
    } catch (error) {
      if (isDomainError(error) && error.kind === "not_found") throw sellingErrors.unknownSku(`items.${index}.sku`);
      throw error;
    }
  }

  private async insert(tx: Tx, userId: string, actor: Actor, tradeIn: boolean, partnerCode: string | null, prepared: PreparedItem[]): Promise<string> {
    const now = this.clock.now().toISOString();
    const id = newId("sub");
    await insertSubmission(tx.db, {
      id,
      number: (await highestSubmissionNumber(tx.db)) + 1,
      user_id: userId,
      trade_in: tradeIn ? 1 : 0,
      partner_code: partnerCode,
      created_at: now,
      updated_at: now,
    });
    for (const [position, { input, appraisal }] of prepared.entries()) {
      const row = itemRow(id, userId, position, input, appraisal, now);
      await insertSubmissionItem(tx.db, row);
      if (input.photos.length) {
        const refused = await attachSellerPhotos(tx.db, userId, input.photos, { itemId: row.id });
        if (refused.length) throw sellingErrors.unknownPhoto(`items.${position}.photos.${input.photos.indexOf(refused[0]!)}`);
      }
      await this.transitions.created(tx, SUBMISSION_ITEM_BINDING.lifecycle, row.id, "submitted", actor, {
        event: "submit",
        emits: "submission_item.submitted",
        data: { submission_id: id, route: row.route, sku: row.sku },
      });
      if (row.route === "instant_offer") {
        await this.transitions.apply(tx, SUBMISSION_ITEM_BINDING, row.id, "offer_instantly", systemActor("offer-engine"), {
          set: { expires_at: new Date(Date.parse(now) + QUOTE_VALID_MS).toISOString() },
          data: { submission_id: id, offers: JSON.parse(row.offers) as unknown },
        });
      }
    }
    return id;
  }
}

function itemRow(submissionId: string, userId: string, position: number, input: SubmissionItemInput, appraisal: Appraisal | null, now: string): SubmissionItemRow {
  const sku = appraisal?.sku ?? null;
  const instant = appraisal?.status === "instant_offer";
  const offers = instant && appraisal ? offerViews(appraisal) : [];
  const chosen = instant && input.offer_kind && offers.some((o) => o.kind === input.offer_kind) ? input.offer_kind : null;
  return {
    id: newId("sit"),
    submission_id: submissionId,
    user_id: userId,
    position,
    state: "submitted",
    route: appraisal ? appraisal.status : "photo_upload",
    sku: sku?.sku ?? null,
    title: sku ? sku.title : [input.designer, input.description].filter(Boolean).join(" ").slice(0, 200),
    designer: sku?.designer ?? input.designer,
    model: sku?.model ?? null,
    style: sku?.style ?? null,
    size: sku?.size ?? null,
    category: sku?.item_type ?? null,
    item_type: sku?.item_type_label ?? null,
    condition_key: input.condition_key,
    color: input.color,
    accessories: JSON.stringify(input.accessories),
    serial_number: input.serial_number,
    description: input.description,
    offers: JSON.stringify(offers),
    appraisal: appraisal ? JSON.stringify(appraisal) : null,
    offer_kind: chosen,
    accepted_amount_cents: null,
    expires_at: null,
    product_id: null,
    reason: null,
    created_at: now,
    updated_at: now,
  };
}
