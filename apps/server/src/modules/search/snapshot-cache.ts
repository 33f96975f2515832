import type { Clock } from "../../db/clock.ts";
import { buildSnapshot, SnapshotBuilder, type CatalogSnapshot } from "./catalog-snapshot.ts";
import type { SnapshotRow } from "../catalog/product-lookup.service.ts";
import { Lru } from "./lru.ts";
import { RankingFields } from "./relevance.ts";
import { patchFavorites, patchSnapshot, type CatalogChanges } from "./snapshot-patch.ts";
import { SuggestionIndex, type SuggestionTerm } from "./suggestions.ts";
import { TurnGate } from "./turn-gate.ts";
import { Vocabulary } from "./vocabulary.ts";

/** What the memos of one snapshot may hold (collection members are a byte per product and an index per member). */
const MEMO_BYTES = 16 * 1024 * 1024;

/** The bytes a memo holds: its typed arrays (collection members); other values (facet counts) are small and counted as 4 KiB. */
function memoBytes(value: unknown): number {
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value && typeof value === "object") {
    let bytes = 0;
    for (const part of Object.values(value)) if (ArrayBuffer.isView(part)) bytes += part.byteLength;
    if (bytes > 0) return bytes;
  }
  return 4096;
}

/** A snapshot with what is derived from it on first use, carried over (patched) to the next snapshot. */
export class LoadedSnapshot {
  private vocabularyCache?: Vocabulary;
  private suggestionCache?: SuggestionIndex;
  private rankingCache?: RankingFields;
  private readonly memos = new Lru<string, unknown>(200, { maxBytes: MEMO_BYTES, bytesOf: memoBytes });
  /**
   * The loaded snapshot this one was patched from and the rows the patch rewrote, while this one is the
   * newest: a memo that can be adjusted row by row (collection members) is carried from there instead of
   * being made again over every product. One step only: the link is dropped when this one is patched.
   */
  private origin?: { loaded: LoadedSnapshot; changed: Int32Array };

  constructor(
    readonly snapshot: CatalogSnapshot,
    /** When the snapshot's lineage was last built in full (patches keep it). */
    readonly loadedAt: number,
    public favoritesAt: number,
  ) {}

  get vocabulary(): Vocabulary {
    return (this.vocabularyCache ??= new Vocabulary(this.snapshot));
  }

  /**
   * A value derived from this snapshot, computed once per key (collection members, facet counts). With
   * `carry`, the value the snapshot this one was patched from holds, if any, is adjusted by the rows the
   * patch changed instead of being built again (decision 090).
   */
  memo<T>(key: string, build: () => T, carry?: (previous: T, changed: Int32Array) => T): T {
    const found = this.recall<T>(key);
    if (found !== undefined) return found;
    const previous = carry && this.origin ? this.origin.loaded.recall<T>(key) : undefined;
    const value = previous !== undefined ? carry!(previous, this.origin!.changed) : build();
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
    return (this.suggestionCache ??= new SuggestionIndex(this.snapshot)).terms();
  }

  /** Builds every derived structure now (a rebuild does, so patches carry them and no search builds them whole). */
  derive(): this {
    void this.vocabulary;
    void this.ranking;
    this.suggestionCache ??= new SuggestionIndex(this.snapshot);
    return this;
  }

  /**
   * The loaded snapshot after a patch: the vocabulary and suggestion counts adjusted by the changed
   * products (they move on from this snapshot, which is then superseded), the ranking fields extended.
   * Memos start empty (keyed per snapshot); those asked with a `carry` (collection members) are adjusted
   * from this snapshot's on first use, by the changed rows (decision 090).
   */
  patched(snapshot: CatalogSnapshot, changed: Int32Array): LoadedSnapshot {
    const next = new LoadedSnapshot(snapshot, this.loadedAt, this.favoritesAt);
    next.origin = { loaded: this, changed };
    this.origin = undefined;
    if (this.vocabularyCache) {
      this.vocabularyCache.apply(this.snapshot, snapshot, changed);
      next.vocabularyCache = this.vocabularyCache;
    }
    if (this.suggestionCache) {
      this.suggestionCache.apply(this.snapshot, snapshot, changed);
      next.suggestionCache = this.suggestionCache;
    }
    if (this.rankingCache) next.rankingCache = this.rankingCache.patched(snapshot, changed);
    return next;
  }

  /** The same snapshot with other favorites counts (only the popularity orders move). */
  withSnapshot(snapshot: CatalogSnapshot): LoadedSnapshot {
    return this.patched(snapshot, new Int32Array(0));
  }
}

export interface SnapshotCacheOptions {
  /** Products applied per slice of a patch or rebuild; the event loop serves other requests between slices. */
  sliceRows: number;
  /**
   * The lineage is rebuilt in full (in slices, in the background) after this long: a safety net for
   * what the change stamp cannot see (a tag edited without touching its product, a deleted product).
   */
  maxAgeMs: number;
  /** Favorites counts do not move the stamp; they are re-read in the background this often. */
  favoritesRefreshMs: number;
  /**
   * Changes are read from this long before the previous stamp: a transaction that stamped its rows
   * earlier but committed later than another process's is still seen.
   */
  overlapMs: number;
  /** Products read per query while the first snapshot is built, and favorites counts per query when they are re-read. */
  readSliceRows: number;
}

const DEFAULTS: SnapshotCacheOptions = {
  // Every product write moves `updated_at` (tags are replaced with their listing): the net is for the rest.
  maxAgeMs: 30 * 60_000,
  favoritesRefreshMs: 30_000,
  // About 0.05 ms of work per changed product on a quiet core (bench/snapshot-patch.mjs): a slice stays well under 20 ms.
  sliceRows: 200,
  overlapMs: 2_000,
  readSliceRows: 5_000,
};

/** Lets the event loop answer other requests between slices of a long rebuild. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What the snapshot reads of the catalog (its ProductLookupService). */
export interface CatalogFactsSource {
  catalogStamp(): Promise<string>;
  listedFacts(afterId: string, limit: number): Promise<SnapshotRow[]>;
  merchandisingTagsOf(ids: readonly string[]): Promise<Array<{ product_id: string; tag: string }>>;
  changedFacts(since: string): Promise<{ listed: SnapshotRow[]; goneIds: string[] }>;
  /** Favorites counts of listed products with ids after `afterId`, in id order, `limit` at a time. */
  favoritesCounts(afterId: string, limit: number): Promise<Array<{ id: string; favorites_count: number }>>;
}

/** The stamp a change read starts from: `overlapMs` before the previous stamp (an ISO time), or everything. */
function changesSince(stamp: string, overlapMs: number): string {
  const at = Date.parse(stamp);
  return Number.isNaN(at) ? "" : new Date(at - overlapMs).toISOString();
}

/**
 * The current catalog snapshot of this process (decisions 014, 080). Every search first reads the
 * catalog's change stamp (the newest products.updated_at, one index probe); when it moved — a listing
 * added, changed, sold, unlisted, in this process or another — the products changed since the previous
 * stamp are read by their `updated_at` and patched into a new snapshot before the search answers, so
 * every process answers from the catalog as committed. Concurrent searches share one patch. The first
 * search of a process builds the snapshot in full; later full rebuilds (the safety net, a stamp that
 * went back) run in slices in the background while the current snapshot answers.
 */
export class SnapshotCache {
  private current: LoadedSnapshot | undefined;
  private loading: Promise<LoadedSnapshot> | undefined;
  private patching: Promise<LoadedSnapshot> | undefined;
  private rebuild: Promise<LoadedSnapshot> | undefined;
  private refreshingFavorites = false;
  private readonly options: SnapshotCacheOptions;
  /** Searches go on one per turn of the event loop (decision 090): what arrives together is spread over turns. */
  private readonly gate = new TurnGate();

  constructor(
    private readonly catalog: CatalogFactsSource,
    private readonly clock: Clock,
    options: Partial<SnapshotCacheOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /**
   * The snapshot as of the catalog's stamp now, answered one caller per event-loop turn (decision 090):
   * the stamp is read and any patch made at once, then a caller that arrived with others waits for a
   * turn of its own before its search runs, with the snapshot it caught up with.
   */
  async get(): Promise<LoadedSnapshot> {
    const loaded = await this.caughtUp();
    await this.gate.pass();
    return loaded;
  }

  private async caughtUp(): Promise<LoadedSnapshot> {
    const stamp = await this.catalog.catalogStamp();
    const now = this.clock.now().getTime();
    if (!this.current) {
      this.loading ??= this.load(stamp, now).finally(() => {
        this.loading = undefined;
      });
      return this.loading;
    }
    // A stamp that went back (the newest product deleted) hides which products left: only a rebuild tells.
    if (stamp < this.current.snapshot.stamp || now - this.current.loadedAt > this.options.maxAgeMs) this.rebuildInBackground(stamp, now);
    // Catch up with the stamp this search saw; a patch already under way may stop short of it.
    for (let round = 0; round < 3 && this.current.snapshot.stamp < stamp; round++) {
      this.patching ??= this.patch(this.current, stamp).finally(() => {
        this.patching = undefined;
      });
      await this.patching;
    }
    const current = this.current;
    if (now - current.favoritesAt > this.options.favoritesRefreshMs) this.refreshFavoritesInBackground(current, now);
    return current;
  }

  /** The background rebuild in progress, if any (lets callers and tests wait for it). */
  rebuilding(): Promise<LoadedSnapshot> | undefined {
    return this.rebuild;
  }

  /**
   * The first snapshot, built in one piece (before the process answers its first search): the listed
   * products read a slice at a time with their tags, each slice made columns and dropped before the next.
   */
  private async load(stamp: string, now: number): Promise<LoadedSnapshot> {
    const builder = new SnapshotBuilder();
    for (let afterId = ""; ; ) {
      const slice = await this.catalog.listedFacts(afterId, this.options.readSliceRows);
      builder.add(slice, await this.tagsOf(slice.map((row) => row.id)));
      if (slice.length < this.options.readSliceRows) break;
      afterId = slice[slice.length - 1]!.id;
      await yieldToEventLoop();
    }
    await yieldToEventLoop();
    const loaded = new LoadedSnapshot(builder.finish(stamp), now, now);
    this.current = loaded;
    return loaded;
  }

  /** The products changed since `base` was stamped, patched in, `sliceRows` at a time. */
  private async patch(base: LoadedSnapshot, stamp: string): Promise<LoadedSnapshot> {
    const changes = await this.catalog.changedFacts(changesSince(base.snapshot.stamp, this.options.overlapMs));
    const tags = await this.tagsOf(changes.listed.map((row) => row.id));
    // The reads, the patch of the columns and orders, and that of the derived structures each take a turn
    // of their own (decision 097): with the search that asked for them, together they made the longest turns at 100,000.
    await yieldToEventLoop();
    const next = await this.applyInSlices(base, stamp, { rows: changes.listed, goneIds: changes.goneIds, tags });
    // A rebuild that finished meanwhile replaced the lineage: this patch is dropped, the next search patches the new one.
    if (this.current === base) this.current = next;
    return this.current!;
  }

  private async tagsOf(ids: readonly string[]): Promise<Array<{ product_id: string; tag: string }>> {
    const tags: Array<{ product_id: string; tag: string }> = [];
    for (let k = 0; k < ids.length; k += 500) tags.push(...(await this.catalog.merchandisingTagsOf(ids.slice(k, k + 500))));
    return tags;
  }

  private async applyInSlices(base: LoadedSnapshot, stamp: string, changes: CatalogChanges): Promise<LoadedSnapshot> {
    const size = this.options.sliceRows;
    const tagsById = new Map<string, Array<{ product_id: string; tag: string }>>();
    for (const tag of changes.tags) tagsById.set(tag.product_id, [...(tagsById.get(tag.product_id) ?? []), tag]);
    let loaded = base;
    const slices = Math.max(1, Math.ceil(changes.rows.length / size));
    for (let k = 0; k < slices; k++) {
      const rows = changes.rows.slice(k * size, (k + 1) * size);
      const last = k === slices - 1;
      const { snapshot, changed } = patchSnapshot(loaded.snapshot, last ? stamp : loaded.snapshot.stamp, {
        rows,
        goneIds: last ? changes.goneIds : [],
        tags: rows.flatMap((row) => tagsById.get(row.id) ?? []),
      });
      await yieldToEventLoop();
      // The derived structures move on to the new snapshot here; the last slice's is current in this same turn.
      loaded = loaded.patched(snapshot, changed);
      if (!last) await yieldToEventLoop();
    }
    return loaded;
  }

  /** A new lineage built from nothing in slices (every slice a patch), then swapped in; the current one answers meanwhile. */
  private rebuildInBackground(stamp: string, now: number): void {
    if (this.rebuild) return;
    this.rebuild = (async () => {
      let loaded = new LoadedSnapshot(buildSnapshot("", [], []), now, now).derive();
      const size = this.options.sliceRows;
      for (let afterId = ""; ; ) {
        const rows = await this.catalog.listedFacts(afterId, size);
        const tags = await this.catalog.merchandisingTagsOf(rows.map((row) => row.id));
        const { snapshot, changed } = patchSnapshot(loaded.snapshot, rows.length < size ? stamp : "", { rows, goneIds: [], tags });
        loaded = loaded.patched(snapshot, changed);
        if (rows.length < size) break;
        afterId = rows[rows.length - 1]!.id;
        await yieldToEventLoop();
      }
      this.current = loaded;
      return loaded;
    })().finally(() => {
      this.rebuild = undefined;
    });
    // A failed rebuild is tried again on a later search; the current lineage keeps answering.
    this.rebuild.catch(() => {});
  }

  /**
   * The listed products whose favorites count differs from the snapshot's, read a slice at a time with a
   * turn of the event loop between slices (decision 097): at 100,000 products one read of every count
   * held the loop for tens of milliseconds every `favoritesRefreshMs`.
   */
  private async changedFavorites(snapshot: CatalogSnapshot): Promise<Array<{ id: string; favorites_count: number }>> {
    const changed: Array<{ id: string; favorites_count: number }> = [];
    for (let afterId = ""; ; ) {
      const slice = await this.catalog.favoritesCounts(afterId, this.options.readSliceRows);
      for (const row of slice) {
        const i = snapshot.indexOf.get(row.id);
        if (i === undefined || i >= snapshot.count || snapshot.favorites[i] !== row.favorites_count) changed.push(row);
      }
      if (slice.length < this.options.readSliceRows) return changed;
      afterId = slice[slice.length - 1]!.id;
      await yieldToEventLoop();
    }
  }

  private refreshFavoritesInBackground(loaded: LoadedSnapshot, now: number): void {
    if (this.refreshingFavorites) return;
    this.refreshingFavorites = true;
    loaded.favoritesAt = now;
    this.changedFavorites(loaded.snapshot)
      .then((rows) => {
        // Only if no patch replaced the snapshot meanwhile; otherwise the next refresh catches up.
        if (this.current !== loaded) return;
        const snapshot = patchFavorites(loaded.snapshot, rows);
        if (snapshot) this.current = loaded.withSnapshot(snapshot);
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
