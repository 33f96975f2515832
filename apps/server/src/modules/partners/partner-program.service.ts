import { randomInt } from "node:crypto";
import type { CreateLeadInput, CreatePartnerInput, PartnerAccount, PartnerLead, PartnerLeadList } from "@maison/contracts/partners";
import { PartnerErrorCode } from "@maison/contracts/partners";
import type { CreateSubmissionInput, Ticket } from "@maison/contracts/selling";
import { assertActsFor, type Actor } from "@maison/domain/actor/actor";
import { PARTNER_MESSAGES, partnerCodeStem, type PartnerKind } from "@maison/domain/partners/partner-signup";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { DomainEvents } from "../../platform/events/domain-events.ts";
import type { Later } from "../../platform/modules/later.ts";
import { findPartnerOfUser, insertLead, insertPartner, listLeadsOf, partnerCodeTaken, type PartnerLeadRow, type PartnerRow } from "./partner-leads.repository.ts";
import { partnerLocation } from "./partner-locations.ts";

/** The selling module's submissions, as a lead needs them (its service, never its tables). */
export interface LeadSubmissions {
  create(userId: string, actor: Actor, input: CreateSubmissionInput): Promise<Ticket>;
  ticket(userId: string, id: string): Promise<Ticket>;
}

const CODE_ATTEMPTS = 20;

const notPartner = () => new DomainError("forbidden", PartnerErrorCode.enum.not_partner, PARTNER_MESSAGES.notPartner);
const unknownLocation = (field: string) => new DomainError("invalid", PartnerErrorCode.enum.unknown_location, PARTNER_MESSAGES.unknownLocation, field);
const alreadyPartner = () => new DomainError("conflict", PartnerErrorCode.enum.already_partner, PARTNER_MESSAGES.alreadyPartner);

function locationsOf(row: PartnerRow) {
  const ids = JSON.parse(row.locations) as string[];
  return ids.map((id) => partnerLocation(id)).filter((l) => l !== undefined);
}

function toAccount(row: PartnerRow): PartnerAccount {
  return { blm_partner_code: row.code, name: row.name, kind: row.kind as PartnerKind, contact_name: row.contact_name, locations: locationsOf(row), created_at: row.created_at };
}

/**
 * Partners who sign up and bring leads (decision 062): create-partner/ gives the account a partner
 * code (and, through `partner.created`, the partner role); each lead — a customer with pieces to
 * sell — becomes a submission of the selling module credited to that code, which the partner follows.
 */
export class PartnerProgramService {
  constructor(private readonly deps: { db: Db; clock: Clock; events: DomainEvents; submissions: Later<LeadSubmissions> }) {}

  async create(userId: string, actor: Actor, input: CreatePartnerInput): Promise<PartnerAccount> {
    assertActsFor(actor, userId);
    const ids = [...new Set(input.locations)];
    ids.forEach((id, i) => {
      if (!partnerLocation(id)) throw unknownLocation(`locations.${i}`);
    });
    if (await findPartnerOfUser(this.deps.db.kysely, userId)) throw alreadyPartner();
    const stem = partnerCodeStem(input.name);
    for (let attempt = 1; ; attempt++) {
      const code = `${stem}${String(randomInt(10, 100))}`;
      if (await partnerCodeTaken(this.deps.db.kysely, code)) {
        if (attempt >= CODE_ATTEMPTS) throw new Error(`No free partner code for stem ${stem}`);
        continue;
      }
      try {
        await inTransaction(this.deps.db, async (tx) => {
          await insertPartner(tx.db, {
            code,
            name: input.name,
            kind: input.kind,
            user_id: userId,
            contact_name: input.contact_name,
            phone: input.phone,
            locations: JSON.stringify(ids),
            created_at: this.deps.clock.now().toISOString(),
          });
          await this.deps.events.publish(tx, "partner.created", { user_id: userId, code, actor: { kind: actor.kind, id: actor.id } });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await findPartnerOfUser(this.deps.db.kysely, userId)) throw alreadyPartner();
        if (attempt >= CODE_ATTEMPTS) throw error;
        continue;
      }
      return toAccount((await findPartnerOfUser(this.deps.db.kysely, userId))!);
    }
  }

  async account(userId: string): Promise<PartnerAccount> {
    const row = await findPartnerOfUser(this.deps.db.kysely, userId);
    if (!row) throw notPartner();
    return toAccount(row);
  }

  /** A lead becomes a submission credited to the partner's code; the partner follows it in its leads. */
  async createLead(userId: string, actor: Actor, input: CreateLeadInput): Promise<PartnerLead> {
    assertActsFor(actor, userId);
    const partner = await findPartnerOfUser(this.deps.db.kysely, userId);
    if (!partner) throw notPartner();
    if (!(JSON.parse(partner.locations) as string[]).includes(input.location_id)) throw unknownLocation("location_id");
    const ticket = await this.deps.submissions.get().create(userId, actor, { trade_in: false, partner_code: partner.code, items: input.items });
    const row: PartnerLeadRow = {
      id: newId("lead"),
      partner_code: partner.code,
      submission_id: ticket.id,
      customer_name: input.customer_name,
      customer_email: input.customer_email,
      customer_phone: input.customer_phone,
      location_id: input.location_id,
      notes: input.notes,
      created_at: this.deps.clock.now().toISOString(),
    };
    await insertLead(this.deps.db.kysely, row);
    return this.toLead(row, ticket);
  }

  /** The partner's leads, newest first, each with its submission's outcome. */
  async leads(userId: string): Promise<PartnerLeadList> {
    const partner = await findPartnerOfUser(this.deps.db.kysely, userId);
    if (!partner) throw notPartner();
    const rows = await listLeadsOf(this.deps.db.kysely, partner.code);
    const leads: PartnerLead[] = [];
    for (const row of rows) leads.push(this.toLead(row, await this.deps.submissions.get().ticket(userId, row.submission_id)));
    return { partner: toAccount(partner), leads };
  }

  /** One of the partner's leads; another partner's is 404. */
  async lead(userId: string, leadId: string): Promise<PartnerLead> {
    const list = await this.leads(userId);
    const lead = list.leads.find((l) => l.id === leadId);
    if (!lead) throw new DomainError("not_found", PartnerErrorCode.enum.lead_not_found, "We couldn't find that lead.", "id");
    return lead;
  }

  private toLead(row: PartnerLeadRow, submission: Ticket): PartnerLead {
    const location = partnerLocation(row.location_id) ?? { id: row.location_id, name: row.location_id, address: "" };
    return { id: row.id, customer_name: row.customer_name, customer_email: row.customer_email, customer_phone: row.customer_phone, location, notes: row.notes, created_at: row.created_at, submission };
  }
}
