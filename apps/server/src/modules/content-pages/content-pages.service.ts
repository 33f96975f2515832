import type { ProductCard } from "@maison/contracts/catalog";
import type { ContentEntryInput, ContentEntrySummary, ContentEntryView, ContentList, OpsContentEntry, OpsContentList } from "@maison/contracts/content-pages";
import { hasCapability, type Actor } from "@maison/domain/actor/actor";
import { contentPath, validateContentDraft, type ContentKind } from "@maison/domain/content/content-entry";
import { jsonFeedOf, type JsonFeed } from "@maison/domain/content/json-feed";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { Viewer } from "../catalog/product-mapper.ts";
import { CONTENT_ENTRY_BINDING } from "./content-entry-binding.ts";
import {
  findContentEntry,
  findContentEntryBySlug,
  findPublishedBodies,
  insertContentEntry,
  listAllEntries,
  listPublished,
  listPublishedHeads,
  updateContentEntry,
  type ContentEntryRow,
} from "./content-entry.repository.ts";
import { contentPageErrors } from "./content-pages-errors.ts";

/** The catalogue's cards of listed pieces (catalog's ProductLookupService). */
export interface PieceCards {
  listedByIds(ids: readonly string[], viewer: Viewer): Promise<Map<string, { card: ProductCard }>>;
}

const LIST_LIMIT = 200;
const FEED_LIMIT = 50;
/** The most published entries of one kind the storefront GraphQL lists (its pages, the magazine's articles). */
export const PUBLISHED_ENTRIES_LIMIT = 1000;
const BODIES_PER_QUERY = 500;

/** A published entry as the storefront GraphQL reads it (decision 071): without its body (read by id when asked) or pieces. */
export interface PublishedEntry {
  id: string;
  kind: ContentKind;
  slug: string;
  /** Its address on the site (contentPath). */
  path: string;
  title: string;
  summary: string;
  image_url: string | null;
  published_at: string;
  created_at: string;
  updated_at: string;
}

const pieceIdsOf = (row: ContentEntryRow): string[] => JSON.parse(row.piece_ids) as string[];

function toSummary(row: ContentEntryRow): ContentEntrySummary {
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    slug: row.slug,
    path: contentPath(row.kind as ContentKind, row.slug),
    title: row.title,
    summary: row.summary,
    image_url: row.image_url,
    state: row.state as ContentEntrySummary["state"],
    published_at: row.published_at,
    updated_at: row.updated_at,
  };
}

/**
 * Content as data (decision 065): the storefront reads published entries; staff with the content
 * capability write, publish and unpublish them; articles make the magazine feed.
 */
export class ContentPagesService {
  constructor(private readonly deps: { db: Db; clock: Clock; transitions: Transitions; pieces: PieceCards; publicBaseUrl: string }) {}

  /** A published entry by kind and slug, with its pieces still listed; 404 otherwise. */
  async published(kind: ContentKind, slug: string, viewer: Viewer): Promise<ContentEntryView> {
    const row = await findContentEntryBySlug(this.deps.db.kysely, kind, slug);
    if (!row || row.state !== "published") throw contentPageErrors.notFound();
    return {
      kind,
      slug: row.slug,
      path: contentPath(kind, row.slug),
      title: row.title,
      summary: row.summary,
      body: row.body,
      image_url: row.image_url,
      published_at: row.published_at,
      pieces: await this.cards(pieceIdsOf(row), viewer),
    };
  }

  /** Published entries of a kind, newest first (the Editorial index, the stylist's edits). */
  async publishedList(kind: ContentKind): Promise<ContentList> {
    return { entries: (await listPublished(this.deps.db.kysely, kind, LIST_LIMIT)).map(toSummary) };
  }

  /** Published entries of a kind without their bodies, newest first, at most PUBLISHED_ENTRIES_LIMIT (the storefront GraphQL's pages and articles). */
  async publishedEntries(kind: ContentKind): Promise<PublishedEntry[]> {
    const rows = await listPublishedHeads(this.deps.db.kysely, kind, PUBLISHED_ENTRIES_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      kind,
      slug: row.slug,
      path: contentPath(kind, row.slug),
      title: row.title,
      summary: row.summary,
      image_url: row.image_url,
      // A published entry was dated when first published.
      published_at: row.published_at ?? row.updated_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  }

  /** The bodies of published entries by id; an id that is not a published entry is left out. */
  async publishedBodies(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    const bodies = new Map<string, string>();
    for (let from = 0; from < unique.length; from += BODIES_PER_QUERY) {
      for (const row of await findPublishedBodies(this.deps.db.kysely, unique.slice(from, from + BODIES_PER_QUERY))) bodies.set(row.id, row.body);
    }
    return bodies;
  }

  /** The magazine feed: published articles as JSON Feed 1.1. */
  async feed(): Promise<JsonFeed> {
    const rows = await listPublished(this.deps.db.kysely, "article", FEED_LIMIT);
    return jsonFeedOf(
      rows.map((r) => ({ slug: r.slug, title: r.title, summary: r.summary, body: r.body, image_url: r.image_url, published_at: r.published_at ?? r.updated_at, updated_at: r.updated_at })),
      this.deps.publicBaseUrl,
    );
  }

  async opsList(kind: ContentKind | undefined, actor: Actor): Promise<OpsContentList> {
    this.requireContent(actor);
    return { entries: (await listAllEntries(this.deps.db.kysely, kind, LIST_LIMIT)).map(toSummary) };
  }

  async opsDetail(id: string, actor: Actor): Promise<OpsContentEntry> {
    this.requireContent(actor);
    const row = await findContentEntry(this.deps.db.kysely, id);
    if (!row) throw contentPageErrors.notFound();
    const pieceIds = pieceIdsOf(row);
    return { ...toSummary(row), body: row.body, piece_ids: pieceIds, pieces: await this.cards(pieceIds, { isB2b: false }), created_at: row.created_at };
  }

  /** A new draft; nothing shows on the storefront until it is published. */
  async create(input: ContentEntryInput, actor: Actor): Promise<OpsContentEntry> {
    this.requireContent(actor);
    const draft = validateContentDraft(input);
    await this.requireListed(draft.piece_ids);
    const id = newId("cte");
    const now = this.deps.clock.now().toISOString();
    try {
      await inTransaction(this.deps.db, async (tx) => {
        await insertContentEntry(tx.db, {
          id,
          kind: draft.kind,
          slug: draft.slug,
          state: "draft",
          title: draft.title,
          summary: draft.summary,
          body: draft.body,
          image_url: draft.image_url,
          piece_ids: JSON.stringify(draft.piece_ids),
          published_at: null,
          created_by: actor.id,
          created_at: now,
          updated_at: now,
        });
        await this.deps.transitions.created(tx, CONTENT_ENTRY_BINDING.lifecycle, id, "draft", actor, { emits: "content_entry.created", data: { kind: draft.kind, slug: draft.slug } });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw contentPageErrors.slugTaken();
      throw error;
    }
    return this.opsDetail(id, actor);
  }

  /** Staff edit an entry in any state; a published one changes on the storefront at once. The kind stays. */
  async update(id: string, input: ContentEntryInput, actor: Actor): Promise<OpsContentEntry> {
    this.requireContent(actor);
    const row = await findContentEntry(this.deps.db.kysely, id);
    if (!row) throw contentPageErrors.notFound();
    const draft = validateContentDraft({ ...input, kind: row.kind as ContentKind });
    await this.requireListed(draft.piece_ids);
    try {
      await updateContentEntry(this.deps.db.kysely, id, {
        slug: draft.slug,
        title: draft.title,
        summary: draft.summary,
        body: draft.body,
        image_url: draft.image_url,
        piece_ids: JSON.stringify(draft.piece_ids),
        updated_at: this.deps.clock.now().toISOString(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw contentPageErrors.slugTaken();
      throw error;
    }
    return this.opsDetail(id, actor);
  }

  async publish(id: string, actor: Actor): Promise<OpsContentEntry> {
    return this.move(id, "publish", actor);
  }

  async unpublish(id: string, actor: Actor): Promise<OpsContentEntry> {
    return this.move(id, "unpublish", actor);
  }

  private async move(id: string, event: "publish" | "unpublish", actor: Actor): Promise<OpsContentEntry> {
    this.requireContent(actor);
    await inTransaction(this.deps.db, async (tx) => {
      const row = await findContentEntry(tx.db, id);
      if (!row) throw contentPageErrors.notFound();
      // The first publication dates an article; a later one keeps that date.
      const set: Record<string, string> = event === "publish" && row.published_at === null ? { published_at: this.deps.clock.now().toISOString() } : {};
      await this.deps.transitions.apply(tx, CONTENT_ENTRY_BINDING, id, event, actor, { set, data: { kind: row.kind, slug: row.slug } });
    });
    return this.opsDetail(id, actor);
  }

  private async cards(ids: readonly string[], viewer: Viewer): Promise<ProductCard[]> {
    if (ids.length === 0) return [];
    const listed = await this.deps.pieces.listedByIds(ids, viewer);
    return ids.flatMap((id) => listed.get(id)?.card ?? []);
  }

  private async requireListed(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const listed = await this.deps.pieces.listedByIds(ids, { isB2b: false });
    const missing = ids.find((id) => !listed.has(id));
    if (missing) throw contentPageErrors.unknownPiece(missing);
  }

  private requireContent(actor: Actor): void {
    if (!hasCapability(actor, "content")) throw contentPageErrors.forbidden();
  }
}
