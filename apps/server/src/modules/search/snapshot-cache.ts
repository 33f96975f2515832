import type { Clock } from "../../db/clock.ts";
import { buildSnapshot, type CatalogSnapshot } from "./catalog-snapshot.ts";
import type { SnapshotRow } from "../catalog/product-lookup.service.ts";
import { Lru } from "./lru.ts";
import { RankingFields } from "./relevance.ts";
import { popularityOrders } from "./sort-orders.ts";
import { buildSuggestionTerms, type SuggestionTerm } from "./suggestions.ts";
import { Vocabulary } from "./vocabulary.ts";

/** A snapshot with what is derived from it on first use. */
export class LoadedSnapshot {
  private vocabularyCache?: Vocabulary;
  private termsCache?: SuggestionTerm[];
  private rankingCache?: RankingFields;
  private readonly memos = new Lru<string, unknown>(200);

  constructor(
    readonly snapshot: CatalogSnapshot,
    readonly loadedAt: number,
    public favoritesAt: number,
  ) {}

  get vocabulary(): Vocabulary {
    return (this.vocabularyCache ??= new Vocabulary(this.snapshot));
  }

  /** A value derived from this snapshot, computed once per key (collection members, facet counts). */
  memo<T>(key: string, build: () => T): T {
    const found = this.recall<T>(key);
    if (found !== undefined) return found;
    const value = build();
    this.memos.set(key, value);
    return value;
  }

  recall<T>(key: string): T | undefined {
    return this.memos.get(key) as T | undefined;
  }

  get ranking(): RankingFields {
    return (this.rankingCache ??= new RankingFields(this.snapshot));
  }

  get terms(): SuggestionTerm[] {
    return (this.termsCache ??= buildSuggestionTerms(this.snapshot));
  }
}

export interface SnapshotCacheOptions {
  /**
   * Above this many listings a changed catalog is rebuilt in the background while the previous
   * snapshot keeps answering; at or below it the rebuild is inline, so answers follow changes exactly.
   */
  backgroundRebuildFrom: number;
  /** Rows read per slice of a rebuild; the event loop serves other requests between slices. */
  sliceRows: number;
  /** A snapshot is rebuilt after this long even if the stamp stayed (a safety net, like the count cache). */
  maxAgeMs: number;
  /** Favorites counts do not move the stamp; they are re-read in the background this often. */
  favoritesRefreshMs: number;
}

const DEFAULTS: SnapshotCacheOptions = {
  maxAgeMs: 5 * 60_000,
  favoritesRefreshMs: 30_000,
  backgroundRebuildFrom: 20_000,
  sliceRows: 5_000,
};

/** Lets the event loop answer other requests between slices of a long rebuild. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The current catalog snapshot of this process. Every search first reads the catalog's change stamp
 * (the newest products.updated_at, one index probe); when it moved — a listing added, changed, sold,
 * in this process or another — the snapshot is rebuilt, so every process answers from the same
 * catalog. Concurrent searches share one rebuild. A small catalog is rebuilt before answering; a large
 * one (over `backgroundRebuildFrom` listings, where a rebuild takes a second or more) is rebuilt in
 * slices in the background while the previous snapshot answers, so no request stalls behind it:
 * results may then trail a change by the length of one rebuild. Product cards are always read fresh.
 */
/** What the snapshot reads of the catalog (its ProductLookupService). */
export interface CatalogFactsSource {
  catalogStamp(): Promise<string>;
  listedFacts(afterId: string, limit: number): Promise<SnapshotRow[]>;
  merchandisingTags(): Promise<Array<{ product_id: string; tag: string }>>;
  favoritesCounts(): Promise<Array<{ id: string; favorites_count: number }>>;
}

export class SnapshotCache {
  private current: LoadedSnapshot | undefined;
  private loading: Promise<LoadedSnapshot> | undefined;
  private refreshingFavorites = false;
  private readonly options: SnapshotCacheOptions;

  constructor(
    private readonly catalog: CatalogFactsSource,
    private readonly clock: Clock,
    options: Partial<SnapshotCacheOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  async get(): Promise<LoadedSnapshot> {
    const stamp = await this.catalog.catalogStamp();
    const now = this.clock.now().getTime();
    const current = this.current;
    if (current && current.snapshot.stamp === stamp && now - current.loadedAt <= this.options.maxAgeMs) {
      if (now - current.favoritesAt > this.options.favoritesRefreshMs) this.refreshFavoritesInBackground(current, now);
      return current;
    }
    if (!this.loading) {
      this.loading = this.load(stamp, now).finally(() => {
        this.loading = undefined;
      });
    }
    if (current && current.snapshot.count > this.options.backgroundRebuildFrom) {
      // Keep answering from the previous snapshot; a failed background rebuild is retried next time.
      this.loading.catch(() => {});
      return current;
    }
    return this.loading;
  }

  /** The rebuild in progress, if any (lets callers and tests wait for a background rebuild). */
  rebuilding(): Promise<LoadedSnapshot> | undefined {
    return this.loading;
  }

  private async load(stamp: string, now: number): Promise<LoadedSnapshot> {
    const rows: SnapshotRow[] = [];
    for (let afterId = ""; ; ) {
      const slice = await this.catalog.listedFacts(afterId, this.options.sliceRows);
      rows.push(...slice);
      if (slice.length < this.options.sliceRows) break;
      afterId = slice[slice.length - 1]!.id;
      await yieldToEventLoop();
    }
    const tags = await this.catalog.merchandisingTags();
    await yieldToEventLoop();
    const loaded = new LoadedSnapshot(buildSnapshot(stamp, rows, tags), now, now);
    this.current = loaded;
    return loaded;
  }

  private refreshFavoritesInBackground(loaded: LoadedSnapshot, now: number): void {
    if (this.refreshingFavorites) return;
    this.refreshingFavorites = true;
    loaded.favoritesAt = now;
    this.catalog.favoritesCounts()
      .then((rows) => {
        const s = loaded.snapshot;
        for (const row of rows) {
          const i = s.indexOf.get(row.id);
          if (i !== undefined) s.favorites[i] = row.favorites_count;
        }
        Object.assign(s.orders, popularityOrders(s));
      })
      .catch(() => {
        // The next search retries; the previous counts stay in use meanwhile.
        loaded.favoritesAt = 0;
      })
      .finally(() => {
        this.refreshingFavorites = false;
      });
  }
}
