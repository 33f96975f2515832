import type { Kysely } from "kysely";
import type { Clock } from "../../db/clock.ts";
import type { Database } from "../../db/schema.ts";
import { findDetailsOf, findImages, findTags, type DetailRow, type ImageRecord } from "./catalog.repository.ts";

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

const DEFAULTS: ListingPartsCacheOptions = { settleMs: 10_000, maxAgeMs: 5 * 60_000, maxCards: 10_000, maxProducts: 2_000 };

interface Entry<T> {
  updatedAt: string;
  storedAt: number;
  parts: T;
}

/** A bounded map that forgets the least recently used entry first. */
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
    // Most recently used last.
    this.entries.delete(key.id);
    this.entries.set(key.id, entry);
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
  private readonly products: Bounded<ProductParts>;
  private readonly options: ListingPartsCacheOptions;

  constructor(
    private readonly clock: Clock,
    options: Partial<ListingPartsCacheOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.cards = new Bounded(this.options.maxCards);
    this.products = new Bounded(this.options.maxProducts);
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

  /** Tags, every photo and the details of one product. */
  async productParts(db: Kysely<Database>, row: PartsKey): Promise<ProductParts> {
    const now = this.clock.now().getTime();
    const cached = this.products.get(row, now, this.options.maxAgeMs);
    if (cached) return cached;
    const ids = [row.id];
    const [tags, images, details] = await Promise.all([findTags(db, ids), findImages(db, ids, false), findDetailsOf(db, ids)]);
    const parts: ProductParts = { tags: tags.get(row.id) ?? [], images: images.get(row.id) ?? [], details: details.get(row.id) ?? [] };
    if (this.settled(row, now)) this.products.set(row, parts, now);
    return parts;
  }

  private settled(row: PartsKey, now: number): boolean {
    const stamped = Date.parse(row.updated_at);
    return !Number.isNaN(stamped) && stamped <= now - this.options.settleMs;
  }
}
