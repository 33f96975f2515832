import type { Kysely } from "kysely";
import { UNLISTED_PIECE_STATES } from "@maison/domain/inventory/piece-lifecycle";
import type { Clock } from "../../db/clock.ts";
import type { Database } from "../../db/schema.ts";
import type { ProductRow } from "./catalog.table.ts";
import { cardTemplate, productTemplate, type CardTemplate, type ProductTemplate } from "./product-mapper.ts";
import { findCardRowsByIds, findDetailsOf, findImages, findProductRowById, findTags, type CardRow, type DetailRow, type FreshRow, type ImageRecord } from "./catalog.repository.ts";

/** A product's own row facts that version its parts: its id and its change stamp. */
export interface PartsKey {
  id: string;
  updated_at: string;
}

/** What a card shows besides its row: the tags and the cover photo. */
export interface CardParts {
  tags: string[];
  cover: ImageRecord | undefined;
}

/** What a product page shows besides its row: the tags, every photo in gallery order, the detail rows. */
export interface ProductParts {
  tags: string[];
  images: ImageRecord[];
  details: DetailRow[];
}

/** A card's row (state, price and favorites as read now) with its parts and its template. */
export interface CardSource extends CardParts {
  row: CardRow;
  template: CardTemplate;
}

/** A kept card: its row as read, its parts and its template, all of one version of the listing. */
interface KeptCard extends CardParts {
  row: CardRow;
  template: CardTemplate;
}

/** A product page's row (state, price and favorites as read now) with its template. */
export interface ProductSource {
  row: ProductRow;
  template: ProductTemplate;
}

/** The row as read now: the kept columns of `kept`, the always-read ones (state, price, favorites) of `fresh`. */
function withFresh<R extends CardRow>(kept: R, fresh: FreshRow): R {
  if (kept.state === fresh.state && kept.price_cents === fresh.price_cents && kept.favorites_count === fresh.favorites_count) return kept;
  return { ...kept, state: fresh.state, price_cents: fresh.price_cents, favorites_count: fresh.favorites_count };
}

export interface ListingPartsCacheOptions {
  /**
   * Parts are kept only for a product whose `updated_at` is at least this much older than now. Every
   * write of a listing's tags, photos or details moves its `updated_at` to the writer's now in the same
   * transaction, so a product stamped that long ago that changes again gets a newer stamp; one stamped
   * more recently (two writes in the same millisecond, a frozen test clock, a slow transaction) is read
   * from the database every time.
   */
  settleMs: number;
  /** A safety net for parts written without touching their product (by hand, in SQL): kept at most this long. */
  maxAgeMs: number;
  maxCards: number;
  maxProducts: number;
}

const UNLISTED = new Set<string>(UNLISTED_PIECE_STATES);

// Bounded for memory (issue 17: 300 MiB in all): by estimate some 2–3 KB a kept card, 5–10 KB a kept product page.
const DEFAULTS: ListingPartsCacheOptions = { settleMs: 10_000, maxAgeMs: 5 * 60_000, maxCards: 5_000, maxProducts: 1_000 };

interface Entry<T> {
  updatedAt: string;
  storedAt: number;
  parts: T;
}

/** A bounded map that forgets the oldest entry first. */
class Bounded<T> {
  private readonly entries = new Map<string, Entry<T>>();
  constructor(private readonly max: number) {}

  get(key: PartsKey, now: number, maxAgeMs: number): T | undefined {
    const entry = this.entries.get(key.id);
    if (!entry) return undefined;
    if (entry.updatedAt !== key.updated_at || now - entry.storedAt > maxAgeMs) {
      this.entries.delete(key.id);
      return undefined;
    }
    return entry.parts;
  }

  set(key: PartsKey, parts: T, now: number): void {
    this.entries.delete(key.id);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key.id, { updatedAt: key.updated_at, storedAt: now, parts });
  }
}

/**
 * The tags, photos and details of listings, kept per product and versioned by the product's change
 * stamp (`updated_at`): a request reads the product rows themselves (state, price, favorites: always
 * current) and finds their parts here when the stamp it read is the one they were kept under. A
 * product whose stamp moved, or that is too recently stamped to be sure of (see `settleMs`), has its
 * parts read again, for all such products of a request in one query per table.
 */
export class ListingPartsCache {
  private readonly cards: Bounded<CardParts>;
  private readonly kept: Bounded<KeptCard>;
  private readonly productRows: Bounded<ProductSource>;
  private readonly options: ListingPartsCacheOptions;

  constructor(
    private readonly clock: Clock,
    options: Partial<ListingPartsCacheOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.cards = new Bounded(this.options.maxCards);
    this.kept = new Bounded(this.options.maxCards);
    this.productRows = new Bounded(this.options.maxProducts);
  }

  /**
   * Card rows and parts of the products `fresh` names (as just read, with their stamps), in its order.
   * A product whose stamp is not the kept one has its row read again with its parts (one query per
   * table for all such products); a product gone meanwhile is left out.
   */
  async cardSources(db: Kysely<Database>, fresh: readonly FreshRow[]): Promise<CardSource[]> {
    const now = this.clock.now().getTime();
    const found = new Map<string, CardSource>();
    const missing: string[] = [];
    for (const f of fresh) {
      const card = this.kept.get(f, now, this.options.maxAgeMs);
      if (card) found.set(f.id, { row: withFresh(card.row, f), tags: card.tags, cover: card.cover, template: card.template });
      else missing.push(f.id);
    }
    if (missing.length > 0) {
      const [rows, tags, covers] = await Promise.all([findCardRowsByIds(db, missing), findTags(db, missing), findImages(db, missing, true)]);
      for (const row of rows) {
        // Unlisted between the two reads: left out, as the first read would have.
        if (UNLISTED.has(row.state)) continue;
        const rowTags = tags.get(row.id) ?? [];
        const cover = covers.get(row.id)?.[0];
        const card: KeptCard = { row, tags: rowTags, cover, template: cardTemplate(row, rowTags, cover) };
        found.set(row.id, card);
        if (this.settled(row, now)) this.kept.set(row, card, now);
      }
    }
    const sources: CardSource[] = [];
    for (const f of fresh) {
      const card = found.get(f.id);
      if (card) sources.push(card);
    }
    return sources;
  }

  /** The product page's row and parts of the product `fresh` names (as just read); undefined: gone meanwhile. */
  async productSource(db: Kysely<Database>, fresh: FreshRow): Promise<ProductSource | undefined> {
    const now = this.clock.now().getTime();
    const kept = this.productRows.get(fresh, now, this.options.maxAgeMs);
    if (kept) return { row: withFresh(kept.row, fresh), template: kept.template };
    const row = await findProductRowById(db, fresh.id);
    if (!row || UNLISTED.has(row.state)) return undefined;
    const parts = await this.productParts(db, row);
    const source = { row, template: productTemplate(row, parts.tags, parts.images, parts.details) };
    if (this.settled(row, now)) this.productRows.set(row, source, now);
    return source;
  }

  /** Tags and cover of each product, keyed by id. */
  async cardParts(db: Kysely<Database>, rows: readonly PartsKey[]): Promise<Map<string, CardParts>> {
    const now = this.clock.now().getTime();
    const found = new Map<string, CardParts>();
    const missing: PartsKey[] = [];
    for (const row of rows) {
      const parts = this.cards.get(row, now, this.options.maxAgeMs);
      if (parts) found.set(row.id, parts);
      else missing.push(row);
    }
    if (missing.length === 0) return found;
    const ids = missing.map((row) => row.id);
    const [tags, images] = await Promise.all([findTags(db, ids), findImages(db, ids, true)]);
    for (const row of missing) {
      const parts: CardParts = { tags: tags.get(row.id) ?? [], cover: images.get(row.id)?.[0] };
      found.set(row.id, parts);
      if (this.settled(row, now)) this.cards.set(row, parts, now);
    }
    return found;
  }

  /** Tags, every photo and the details of one product, read now. */
  private async productParts(db: Kysely<Database>, row: PartsKey): Promise<ProductParts> {
    const ids = [row.id];
    const [tags, images, details] = await Promise.all([findTags(db, ids), findImages(db, ids, false), findDetailsOf(db, ids)]);
    return { tags: tags.get(row.id) ?? [], images: images.get(row.id) ?? [], details: details.get(row.id) ?? [] };
  }

  private settled(row: PartsKey, now: number): boolean {
    const stamped = Date.parse(row.updated_at);
    return !Number.isNaN(stamped) && stamped <= now - this.options.settleMs;
  }
}
