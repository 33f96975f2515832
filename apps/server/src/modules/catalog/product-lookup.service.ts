import type { ProductCard } from "@maison/contracts/catalog";
import { isFirstLook } from "@maison/domain/catalog/product-flags";
import type { Clock } from "../../db/clock.ts";
import type { Kysely, RawBuilder } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { Tx } from "../../db/transaction.ts";
import { cardWithJson, type CardWithJson } from "./card-json.ts";
import { ListingPartsCache, type CardSource } from "./listing-parts-cache.ts";
import { cardOf, cardTemplate, type Viewer } from "./product-mapper.ts";
import {
  addToFavoritesCount,
  findAvailableCandidates,
  findFavoritesCount,
  findListedFreshByIds,
  findListedIds,
  findPieceFacts,
  findPiecesOf,
  type CandidateQuery,
  type PieceFactsRow,
} from "./product-lookup.repository.ts";
import { findCatalogStamp, findChangedFacts, findFavoritesCounts, findListedFacts, findMerchandisingTags, findMerchandisingTagsOf, type SnapshotRow } from "./listed-facts.repository.ts";
import { findListedTimes, findMerchandiseByVariantIds, findProductIdsByVariantIds, merchandiseFromRider, merchandiseRiderExpression, type VariantMerchandise } from "./variant-lookup.repository.ts";

export type { SnapshotRow, VariantMerchandise };

/** A listed product with its card and the facts other modules sort, filter and rank by. */
export interface ListedProduct {
  card: ProductCard;
  id: string;
  /** The designer's handle. */
  designer: string;
  category: string;
  colors: string[];
  condition: string;
  priceCents: number;
  publishedAt: string | null;
  available: boolean;
  /** In its VIP preview (first look) right now. */
  firstLook: boolean;
}

/** A piece as the offer engine compares it: what it is, its price, and whether and when it sold or was listed. */
export interface PieceFacts {
  id: string;
  handle: string;
  title: string;
  /** Sold (sold, shipped or delivered) rather than on sale. */
  sold: boolean;
  priceCents: number;
  /** When it sold (its last change) or was listed. */
  date: string;
  designer: string;
  category: string;
  itemType: string;
  model: string | null;
  /** The exterior material, which the seller's catalog calls the style. */
  style: string | null;
  size: string | null;
  condition: string;
  color: string | null;
  accessories: string[];
  /** The estimated retail price new, when known (the Clair Report's share of retail). */
  retailCents: number | null;
}

/**
 * Products by id for other modules (favorites, recently viewed, For You): cards, ranking facts and the
 * favorites counter. Read-only apart from that counter, which is only ever moved by a delta.
 */
export class ProductLookupService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly parts: ListingPartsCache = new ListingPartsCache(clock),
  ) {}

  /** Listed products among `ids` (draft and unknown ids are left out), keyed by id. */
  async listedByIds(ids: readonly string[], viewer: Viewer): Promise<Map<string, ListedProduct>> {
    const sources = await this.parts.cardSources(this.db.kysely, await findListedFreshByIds(this.db.kysely, ids));
    return this.describe(sources, viewer);
  }

  /** The cards of the listed products among `ids`, in the order of `ids` (draft and unknown ids are left out). */
  async cardsByIds(ids: readonly string[], viewer: Viewer): Promise<ProductCard[]> {
    return (await this.cardsWithJsonByIds(ids, viewer)).map((c) => c.card);
  }

  /** The same cards, each with its JSON as the API writes it (decision 100: kept while the card is unchanged). */
  async cardsWithJsonByIds(ids: readonly string[], viewer: Viewer): Promise<CardWithJson[]> {
    const sources = await this.parts.cardSources(this.db.kysely, await findListedFreshByIds(this.db.kysely, ids));
    const now = this.clock.now();
    const byId = new Map(sources.map((source) => [source.row.id, cardWithJson(source, viewer, now)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Listed products by variant id with their tags and cover, for cart lines. `reader` is the
   * connection to read on: the caller's transaction's when it has one (on SQLite a second connection
   * would wait for it).
   */
  merchandiseByVariantIds(variantIds: readonly string[], reader: Kysely<Database> = this.db.kysely): Promise<Map<string, VariantMerchandise>> {
    return findMerchandiseByVariantIds(reader, variantIds, this.db.dialect);
  }

  /**
   * The same merchandise selected beside another module's rows (a rider, decision 099): the cart's read
   * of its lines selects each line's piece with it. `select` takes the variant id column of that statement.
   */
  readonly merchandiseRider = {
    select: (variantId: RawBuilder<unknown>): RawBuilder<unknown> => merchandiseRiderExpression(this.db.dialect, variantId),
    decode: (value: unknown): VariantMerchandise | null => merchandiseFromRider(value),
  };

  /** Product ids of the listed products among `variantIds`, keyed by variant id. */
  productIdsByVariantIds(variantIds: readonly string[]): Promise<Map<string, string>> {
    return findProductIdsByVariantIds(this.db.kysely, variantIds);
  }

  /** Creation and last-change times of every listed product (the storefront's CREATED_AT / UPDATED_AT sorts). */
  listedTimes(): Promise<Array<{ id: string; created_at: string; updated_at: string }>> {
    return findListedTimes(this.db.kysely);
  }

  /** The catalog's change stamp: the newest product change (one index probe). */
  catalogStamp(): Promise<string> {
    return findCatalogStamp(this.db.kysely);
  }

  /** Search's snapshot facts of the listed products with ids after `afterId`, in id order, `limit` at a time. */
  listedFacts(afterId: string, limit: number): Promise<SnapshotRow[]> {
    return findListedFacts(this.db.kysely, afterId, limit);
  }

  /** Merchandising tags of every product (value tags such as "size:…" are left out). */
  merchandisingTags(): Promise<Array<{ product_id: string; tag: string }>> {
    return findMerchandisingTags(this.db.kysely);
  }

  /** Merchandising tags of the given products. */
  merchandisingTagsOf(ids: readonly string[]): Promise<Array<{ product_id: string; tag: string }>> {
    return findMerchandisingTagsOf(this.db.kysely, ids);
  }

  /** Products changed at or after `since`: the listed ones' snapshot facts and the ids of those that left the catalog. */
  changedFacts(since: string): Promise<{ listed: SnapshotRow[]; goneIds: string[] }> {
    return findChangedFacts(this.db.kysely, since);
  }

  /** Current favorites counts of the listed products (favoriting does not move the change stamp). */
  favoritesCounts(afterId: string, limit: number): Promise<Array<{ id: string; favorites_count: number }>> {
    return findFavoritesCounts(this.db.kysely, afterId, limit);
  }

  /** Which of `ids` are listed products, inside a transaction when one is given. */
  async listedIds(ids: readonly string[], tx?: Tx): Promise<Set<string>> {
    return new Set(await findListedIds(tx?.db ?? this.db.kysely, ids));
  }

  /**
   * Moves a product's favorites count by `delta` inside the caller's transaction (the one that wrote the
   * favorite row), atomically and never below zero. The change stamp `updated_at` is left alone: the
   * count is not catalog content, and no cached list depends on it (decision 012).
   */
  async addToFavoritesCount(tx: Tx, productId: string, delta: 1 | -1): Promise<number> {
    const count = await addToFavoritesCount(tx.db, productId, delta);
    if (count === undefined) throw new Error(`Product ${productId} vanished while its favorites count changed`);
    return count;
  }

  /** How many people favor a product right now (0 for an unknown product). */
  async favoritesCount(productId: string, tx?: Tx): Promise<number> {
    return (await findFavoritesCount(tx?.db ?? this.db.kysely, productId)) ?? 0;
  }

  /** Available products for recommendations, newest first, already filtered by the given values. */
  async availableCandidates(query: CandidateQuery, viewer: Viewer): Promise<ListedProduct[]> {
    const rows = await findAvailableCandidates(this.db.kysely, query);
    const parts = await this.parts.cardParts(this.db.kysely, rows);
    const described = this.describe(
      rows.map((row) => {
        const { tags, cover } = parts.get(row.id)!;
        return { row, tags, cover, template: cardTemplate(row, tags, cover) };
      }),
      viewer,
    );
    return rows.flatMap((row) => described.get(row.id) ?? []);
  }

  /** A designer's sold and available pieces of a category, for the offer engine's comparables. */
  async piecesOf(designer: string, category: string): Promise<PieceFacts[]> {
    return (await findPiecesOf(this.db.kysely, designer, category)).map(toPieceFacts);
  }

  /** One piece's facts whatever its state (null for an unknown id): what a sold piece was. */
  async pieceFacts(id: string, tx?: Tx): Promise<PieceFacts | null> {
    const row = await findPieceFacts(tx?.db ?? this.db.kysely, id);
    return row ? toPieceFacts(row) : null;
  }

  private describe(sources: readonly CardSource[], viewer: Viewer): Map<string, ListedProduct> {
    const now = this.clock.now();
    const result = new Map<string, ListedProduct>();
    for (const { row, tags: rowTags, template } of sources) {
      const card = cardOf(template, row, viewer, now);
      result.set(row.id, {
        card,
        id: row.id,
        designer: row.vendor_handle,
        category: row.category,
        colors: parseList(row.colors),
        condition: row.condition,
        priceCents: row.price_cents,
        publishedAt: row.published_at,
        available: card.availableForSale,
        firstLook: isFirstLook(rowTags, row.first_look_ends_at, now),
      });
    }
    return result;
  }
}

function toPieceFacts(row: PieceFactsRow): PieceFacts {
  const sold = row.state !== "available";
  const accessories = row.accessories && row.accessories.startsWith("[") ? parseList(row.accessories) : [];
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    sold,
    priceCents: row.price_cents,
    date: sold ? row.updated_at : (row.published_at ?? row.updated_at),
    designer: row.vendor,
    category: row.category,
    itemType: row.item_type,
    model: row.model,
    style: row.exterior_material ?? row.style,
    size: row.item_size,
    condition: row.condition,
    color: parseList(row.colors)[0] ?? null,
    accessories,
    retailCents: row.estimated_retail_cents,
  };
}

function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
