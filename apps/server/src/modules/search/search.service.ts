import { newId, randomHex } from "../../db/id.ts";
import { jsonArray, withJsonFragments, type JsonFragment } from "../../http/json-fragments.ts";
import type { ProductCard } from "@maison/contracts/catalog";
import type { AutocompleteResponse, ParsedSearchRequest, SearchResponse } from "@maison/contracts/search";
import { ALLOWED_FILTERS, visibleFilters, type FilterName } from "@maison/domain/search/filters";
import { parseQuery, type ParsedQuery } from "@maison/domain/search/query-text";
import { AUTOCOMPLETE_SIZE, searchHasMore, SUGGESTED_DESIGNERS_SIZE, TOP_MATCH_SIZE } from "@maison/domain/search/search-limits";
import { defaultSearchSort, sortForField, type SearchSort } from "@maison/domain/search/search-sort";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { CardWithJson } from "../catalog/card-json.ts";
import type { ProductLookupService } from "../catalog/product-lookup.service.ts";
import type { CatalogSnapshot } from "./catalog-snapshot.ts";
import type { BitsMemo } from "./bitset.ts";
import { authorizeRefinements, buildFacets } from "./facet-builder.ts";
import type { Facet, PlacedRefinement } from "./facet.ts";
import { Lru } from "./lru.ts";
import { collectionMembers, type CollectionMembers } from "./collection-members.ts";
import { runSearchInTurns, type SearchRunResult } from "./search-run.ts";
import type { SearchViewer } from "./search-viewer.ts";
import { navigationsJson, recordJson, selectionsJson } from "./search-json.ts";
import { SnapshotCache, type LoadedSnapshot, type SnapshotCacheOptions } from "./snapshot-cache.ts";
import { matchTerms } from "./suggestions.ts";
import { textIndexFor } from "./text-index.ts";
import type { TextIndex } from "./text-match.ts";
import { SearchErrorCode } from "@maison/contracts/search";

type TextCandidates = { indices: Int32Array; scores: Float64Array };


/** What a search works out over the snapshot, before the page's cards are read. */
interface RunAnswer {
  run: SearchRunResult;
  availableNavigation: SearchResponse["availableNavigation"];
  selectedNavigation: SearchResponse["selectedNavigation"];
  /** The counts are the snapshot's kept ones (the same object for every search that shares them). */
  countsKept: boolean;
}

export interface SearchServiceOptions {
  /** The filters offered (spec 2 §5: limited to those allowed in configuration). */
  allowedFilters?: readonly FilterName[];
  snapshot?: Partial<SnapshotCacheOptions>;
}

/**
 * The search engine: text matching in the database's full-text index, then ranking, filters, facet
 * counts and sorting in memory over the catalog snapshot, then the page's cards from the catalog.
 */
export class SearchService {
  private readonly snapshots: SnapshotCache;
  private readonly text: TextIndex;
  /** Text matches being read, by the same key as `textCache`: searches asking together share one read. */
  private readonly textPending = new Map<string, Promise<TextCandidates>>();
  private readonly textCache = new Lru<string, TextCandidates>(500, { maxBytes: 16 * 1024 * 1024, bytesOf: (c) => c.indices.byteLength + c.scores.byteLength });
  private readonly allowed: readonly FilterName[];
  /** Keys of the searches answered once (see `askedBefore`). */
  private readonly asked = new Set<string>();

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly products: ProductLookupService,
    options: SearchServiceOptions = {},
  ) {
    this.snapshots = new SnapshotCache(products, clock, options.snapshot);
    this.text = textIndexFor(db);
    this.allowed = options.allowedFilters ?? ALLOWED_FILTERS;
  }

  /** The search provider call of spec 2 §7. */
  async search(request: ParsedSearchRequest, viewer: SearchViewer): Promise<SearchResponse> {
    return (await this.answer(request, viewer)).response;
  }

  /** The search's answer and its page's cards with their JSON (the filtered list answers with them). */
  async answer(request: ParsedSearchRequest, viewer: SearchViewer): Promise<{ response: SearchResponse; cards: CardWithJson[] }> {
    const sort = resolveSort(request);
    const refinements = place(request.refinements, "refinements");
    const preFilter = place(request.preFilter, "preFilter");
    authorizeRefinements([...refinements, ...preFilter], viewer, this.allowed);
    const loaded = await this.snapshots.get();
    const s = loaded.snapshot;
    const now = this.clock.now().getTime();
    const parsed = parseQuery(request.query);
    const corrected = loaded.vocabulary.correct(parsed);
    const visible = visibleFilters(viewer, this.allowed).map((f) => f.name);
    const minute = Math.floor(now / 60_000);
    // A search with text or selections is answered once per snapshot (and minute, as the counts below): the
    // same request again gets the same results, counts and selections; its cards are still read per request.
    // Not with a VIP selection, whose window is tested to the millisecond.
    const runKey =
      (corrected.words.length > 0 || refinements.length > 0 || preFilter.length > 0) && ![...refinements, ...preFilter].some((r) => r.navigationName === "vip")
        ? `run|${corrected.lastIsPrefix ? "p" : "w"}|${corrected.words.join(" ")}|${request.pageCategories[0] ?? ""}|${JSON.stringify(request.refinements)}|${JSON.stringify(request.preFilter)}|${visible.join(",")}|${sort}|${request.skip}|${request.pageSize}|${minute}`
        : null;
    const answered = runKey ? loaded.recall<RunAnswer>(runKey) : undefined;
    const { run, availableNavigation, selectedNavigation, countsKept } = answered ?? (await this.run(loaded, request, corrected, refinements, preFilter, visible, sort, now));
    // Kept from its second asking on: a request never repeated (a moving price floor) would only fill the
    // memo with answers that outlive the young generation and are then collected from the old one.
    if (runKey && !answered && this.askedBefore(s.stamp, runKey)) loaded.memo<RunAnswer>(runKey, () => ({ run, availableNavigation, selectedNavigation, countsKept: true }));
    const cards = await this.products.cardsWithJsonByIds(run.page.map((i) => s.ids[i]!), { isB2b: viewer.isB2b });
    const records = cards.map(({ card }) => ({ _id: card.id, _u: card.url, _t: card.title, collection: "products" as const, allMeta: card }));
    // Written once while unchanged (decision 100): each record with its card, the counts while the snapshot keeps them.
    const fragments: JsonFragment[] = [{ key: "records", bytes: jsonArray(records.map((record, i) => recordJson(record, cards[i]!.json))) }];
    if (answered || countsKept) fragments.push({ key: "availableNavigation", bytes: navigationsJson(availableNavigation) });
    if (answered) fragments.push({ key: "selectedNavigation", bytes: selectionsJson(selectedNavigation) });
    const response = withJsonFragments({
      id: newId("srch"),
      query: request.query,
      correctedQuery: corrected.words.join(" "),
      records,
      totalRecordCount: run.total,
      skip: request.skip,
      pageSize: request.pageSize,
      has_more: searchHasMore(request.skip, request.pageSize, run.total),
      sort,
      availableNavigation,
      selectedNavigation,
      metadata: {
        searchAttributionToken: randomHex(16),
        area: request.area,
        collection: request.collection,
        currency: request.currency,
      },
    }, fragments);
    return { response, cards };
  }

  /** Results, counts and selections of a search over the snapshot. */
  private async run(
    loaded: LoadedSnapshot,
    request: ParsedSearchRequest,
    corrected: ParsedQuery,
    refinements: PlacedRefinement[],
    preFilter: PlacedRefinement[],
    visible: FilterName[],
    sort: SearchSort,
    now: number,
  ): Promise<RunAnswer> {
    const s = loaded.snapshot;
    const text = corrected.words.length > 0 ? await this.textCandidates(loaded, corrected) : null;
    const members = collectionMembers(loaded, request.pageCategories[0]);
    const scope = preFilterScope(loaded, preFilter, now);
    const effectiveSort = sort === "relevance" && !text ? "newest" : sort;
    // Without text or selections the counts depend only on the collection and the viewer's filters: kept per snapshot (and minute, for the VIP window).
    const countsKey = !text && refinements.length === 0 && preFilter.length === 0 ? `counts|${request.pageCategories[0] ?? ""}|${visible.join(",")}|${Math.floor(now / 60_000)}` : null;
    const knownCounts = countsKey ? loaded.recall<SearchResponse["availableNavigation"]>(countsKey) : undefined;
    // Known counts: nothing to count, and nothing selected (the key requires no refinements), so no facet is built.
    const facets = knownCounts ? [] : buildFacets(s, visible, refinements, now, bitsMemo(loaded));
    const run = await runSearchInTurns(s, {
      candidates: narrow(text, members),
      scope,
      facets,
      sort: effectiveSort,
      skip: request.skip,
      pageSize: request.pageSize,
    });
    const availableNavigation = knownCounts ?? navigations(facets);
    if (countsKey && !knownCounts) loaded.memo(countsKey, () => availableNavigation);
    const selectedNavigation = facets
      .filter((f) => f.selected.length > 0)
      .map((f) => ({ name: f.definition.name, displayName: f.definition.displayName, type: f.definition.type, or: f.definition.multiSelect, refinements: f.selected }));
    return { run, availableNavigation, selectedNavigation, countsKept: countsKey !== null };
  }

  /** Whether this search was asked before on this snapshot (remembers up to 5,000 keys, then starts again). */
  private askedBefore(stamp: string, runKey: string): boolean {
    const key = `${stamp}|${runKey}`;
    if (this.asked.has(key)) return true;
    if (this.asked.size >= 5_000) this.asked.clear();
    this.asked.add(key);
    return false;
  }

  /** Completions, designers and the top products for what has been typed so far (for its best completion when there is one). */
  async autocomplete(q: string, viewer: SearchViewer): Promise<AutocompleteResponse> {
    const parsed = parseQuery(q);
    if (parsed.words.length === 0) return { searchTerms: [], designers: [], topMatches: [] };
    const loaded = await this.snapshots.get();
    const corrected = loaded.vocabulary.correct(parsed);
    const terms = matchTerms(loaded.terms, corrected, AUTOCOMPLETE_SIZE);
    const designers = matchTerms(loaded.terms, corrected, SUGGESTED_DESIGNERS_SIZE, (t) => t.designerHandle !== null);
    // Top matches are the best completion's products: few distinct texts, so their matches stay cached.
    const best = terms[0];
    const text = await this.textCandidates(loaded, best ? { words: best.words, lastIsPrefix: false } : corrected);
    const run = await runSearchInTurns(loaded.snapshot, { candidates: text, scope: [], facets: [], sort: "relevance", skip: 0, pageSize: TOP_MATCH_SIZE });
    return {
      searchTerms: terms.map((t) => ({ value: t.value, additionalInfo: { brands: t.brands } })),
      designers: designers.map((t) => ({ name: t.value, handle: t.designerHandle!, url: `/collections/${t.designerHandle}` })),
      topMatches: await this.cards(loaded.snapshot, run.page, viewer),
    };
  }

  /** The current snapshot, for the trending and popular lists. */
  async currentSnapshot(): Promise<LoadedSnapshot> {
    return this.snapshots.get();
  }

  /** Cards of products in the given order; products that left the catalog since the snapshot are skipped. */
  async cards(s: CatalogSnapshot, page: readonly number[], viewer: SearchViewer): Promise<ProductCard[]> {
    return this.products.cardsByIds(page.map((i) => s.ids[i]!), { isB2b: viewer.isB2b });
  }

  /**
   * The text matches of a query on a snapshot, with their scores: kept per snapshot stamp, and asked of the
   * index once however many searches want them at the same time. On PostgreSQL the index answers
   * asynchronously: after a catalog change, twenty searches arriving together for a common word each ran
   * the same query (tens of thousands of rows) and scored its matches, a second and more of work at
   * 100,000 products, and the server shed load meanwhile.
   */
  private textCandidates(loaded: LoadedSnapshot, query: ParsedQuery): Promise<TextCandidates> {
    const key = `${loaded.snapshot.stamp}|${query.lastIsPrefix ? "p" : "w"}|${query.words.join(" ")}`;
    const cached = this.textCache.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = this.textPending.get(key);
    if (!pending) {
      pending = this.matchText(loaded, query, key).finally(() => this.textPending.delete(key));
      this.textPending.set(key, pending);
    }
    return pending;
  }

  private async matchText(loaded: LoadedSnapshot, query: ParsedQuery, key: string): Promise<TextCandidates> {
    const s = loaded.snapshot;
    const ids = await this.text.match(query);
    const indices = new Int32Array(ids.length);
    let n = 0;
    for (const id of ids) {
      const i = s.indexOf.get(id);
      // The id map is shared with newer snapshots: an index past this one's rows, or of a product that left, is no match.
      if (i !== undefined && s.listed[i] === 1) indices[n++] = i;
    }
    const matched = indices.slice(0, n);
    const candidates = { indices: matched, scores: loaded.ranking.score(query, matched) };
    this.textCache.set(key, candidates);
    return candidates;
  }
}

function place(refinements: ParsedSearchRequest["refinements"], field: string): PlacedRefinement[] {
  return refinements.map((r, i) => ({ ...r, field: `${field}.${i}` }));
}

/** The named sort of a request: relevance with text and newest without, unless one is asked for. */
function resolveSort(request: ParsedSearchRequest): SearchSort {
  const sorts = request.sorts;
  if (sorts === undefined || (Array.isArray(sorts) && sorts.length === 0)) return defaultSearchSort(request.query);
  if (typeof sorts === "string") return sorts;
  const spec = Array.isArray(sorts) ? sorts[0]! : sorts;
  const named = sortForField(spec.field, spec.order);
  if (!named) throw new DomainError("invalid", SearchErrorCode.enum.invalid_sort, `Sorting by ${spec.field} ${spec.order} is not offered.`, "sorts");
  return named;
}

/** Text matches inside a collection, a collection's members, or the text matches alone. */
function narrow(text: TextCandidates | null, members: CollectionMembers | null): { indices: Int32Array; scores: Float64Array | null; bits?: Uint32Array } | null {
  if (!members) return text;
  if (!text) return { indices: members.list, scores: null, bits: members.bits };
  const indices = new Int32Array(text.indices.length);
  const scores = new Float64Array(text.indices.length);
  let n = 0;
  text.indices.forEach((i, c) => {
    if (members.set[i] !== 1) return;
    indices[n] = i;
    scores[n++] = text.scores[c]!;
  });
  return { indices: indices.subarray(0, n), scores: scores.subarray(0, n) };
}

/** Pre-filters narrow results and counts alike. */
function preFilterScope(loaded: LoadedSnapshot, preFilter: readonly PlacedRefinement[], now: number): Array<(i: number) => boolean> {
  if (preFilter.length === 0) return [];
  const names = [...new Set(preFilter.map((r) => r.navigationName))];
  return buildFacets(loaded.snapshot, names, preFilter, now).flatMap((f) => (f.accepts ? [f.accepts] : []));
}

/** Where the facets keep the sets of products of their selected values: the snapshot's memo (a patched snapshot starts afresh). */
function bitsMemo(loaded: LoadedSnapshot): BitsMemo {
  return (key, build) => loaded.memo(key, build);
}

/** Navigations with something to offer, in display order. */
function navigations(facets: readonly Facet[]): SearchResponse["availableNavigation"] {
  return facets.flatMap((facet) => {
    const refinements = facet.refinements();
    if (facet.selected.length === 0 && !refinements.some((r) => r.count > 0)) return [];
    const d = facet.definition;
    return [{ name: d.name, displayName: d.displayName, type: d.type, or: d.multiSelect, refinements }];
  });
}
