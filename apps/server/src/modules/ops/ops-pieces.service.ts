import { PIECE_TIMELINE_LATEST, type OpsPieceAction, OpsPieceDetail, OpsPieceList, OpsPieceListQuery, OpsPieceProvenance, OpsTimelineEntry, PieceInput, PublishInput } from "@maison/contracts/ops-pieces";
import type { Actor } from "@maison/domain/actor/actor";
import { eventsFrom } from "@maison/domain/lifecycle/define-lifecycle";
import { pieceLifecycle, PIECE_SOURCES, type PieceSource } from "@maison/domain/inventory/piece-lifecycle";
import type { AuditEventRow } from "../../platform/lifecycle/audit.repository.ts";
import { timelineEntryOf } from "../../platform/lifecycle/timeline-entry.ts";
import type { ListingPublicationService } from "../catalog/listing-publication.service.ts";
import type { ListingService } from "../catalog/listing.service.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { PeopleDirectory } from "./ops-people.ts";

/**
 * The console's pieces (decision 036): the searchable list, the piece page (listing, provenance, latest
 * timeline entries with the people behind them, what the viewer may do) and the listing's writes, each answered
 * with the piece page as it now stands.
 */
export class OpsPiecesService {
  constructor(
    private readonly directory: PeopleDirectory,
    private readonly listings: ListingService,
    private readonly publication: ListingPublicationService,
    private readonly inventory: InventoryService,
  ) {}

  list(query: OpsPieceListQuery): Promise<OpsPieceList> {
    return this.listings.search(query);
  }

  /** The piece page: its latest timeline entries, or with `wholeTimeline` every one. */
  async detail(id: string, viewer: Actor, options: { wholeTimeline?: boolean } = {}): Promise<OpsPieceDetail> {
    const piece = await this.listings.listing(id);
    const [provenance, { entries: trail, total }] = await Promise.all([this.inventory.provenance(id), this.inventory.timeline(id, options.wholeTimeline ? undefined : PIECE_TIMELINE_LATEST)]);
    const peopleIds = [...trail.filter((row) => row.actor_kind !== "system").map((row) => row.actor_id), ...(provenance?.owner_user_id ? [provenance.owner_user_id] : [])];
    const people = await this.directory.people(peopleIds);
    const events = eventsFrom(pieceLifecycle, piece.state, viewer);
    const actions: OpsPieceAction[] = [];
    if (events.includes("revise_listing")) actions.push("edit");
    if (events.includes("prepare_listing")) actions.push("prepare_listing");
    if (events.includes("publish")) actions.push("publish_now");
    if (events.includes("schedule_publish") && piece.vip_preview === null) actions.push("publish_vip_preview");
    if (events.includes("withdraw")) actions.push("withdraw");
    return {
      piece,
      provenance: provenance ? toProvenance(provenance, people) : null,
      timeline: trail.map((row) => toTimelineEntry(row, people)),
      timeline_total: total,
      actions,
    };
  }

  async create(input: PieceInput, actor: Actor): Promise<OpsPieceDetail> {
    return this.detail(await this.listings.create(input, actor), actor);
  }

  async update(id: string, input: PieceInput, actor: Actor): Promise<OpsPieceDetail> {
    await this.listings.update(id, input, actor);
    return this.detail(id, actor);
  }

  async publish(id: string, input: PublishInput, actor: Actor): Promise<OpsPieceDetail> {
    await this.publication.publish(id, input.when, actor);
    return this.detail(id, actor);
  }

  /** An authenticated (or returned, or withdrawn) piece becomes a draft listing staff complete and publish. */
  async prepare(id: string, actor: Actor): Promise<OpsPieceDetail> {
    await this.publication.prepare(id, actor);
    return this.detail(id, actor);
  }

  async withdraw(id: string, reason: string, actor: Actor): Promise<OpsPieceDetail> {
    await this.publication.withdraw(id, reason, actor);
    return this.detail(id, actor);
  }
}

type People = Map<string, { name: string | null; email: string }>;

function toTimelineEntry(row: AuditEventRow, people: People): OpsTimelineEntry {
  const person = row.actor_kind === "system" ? undefined : people.get(row.actor_id);
  const entry = timelineEntryOf(row);
  return { ...entry, actor_name: person ? person.name : entry.actor_name, actor_email: person?.email ?? null };
}

function toProvenance(
  row: NonNullable<Awaited<ReturnType<InventoryService["provenance"]>>>,
  people: People,
): OpsPieceProvenance {
  const owner = row.owner_user_id ? people.get(row.owner_user_id) : undefined;
  return {
    source: (PIECE_SOURCES as readonly string[]).includes(row.source) ? (row.source as PieceSource) : "stock",
    owner_party: row.owner_party,
    owner: row.owner_user_id && owner ? { id: row.owner_user_id, ...owner } : null,
    source_ref: row.source_ref,
    cost_basis_cents: row.cost_basis_cents,
    intake_at: row.intake_at,
    received_at: row.received_at,
    authenticated_at: row.authenticated_at,
    listed_at: row.listed_at,
  };
}
