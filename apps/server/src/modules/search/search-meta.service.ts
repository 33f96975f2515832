import type { ParsedTrackEventRequest, PopularBagsResponse, TrendingSearchesResponse } from "@maison/contracts/search";
import { SEARCH_EVENT_TYPE } from "@maison/contracts/search";
import { MAX_QUERY_LENGTH, POPULAR_BAGS_SIZE, TRENDING_SIZE, TRENDING_WINDOW_DAYS } from "@maison/domain/search/search-limits";
import { foldText, normalizeSearchText, searchWords } from "@maison/domain/search/query-text";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction } from "../../db/transaction.ts";
import { STATE_AVAILABLE } from "./catalog-snapshot.ts";
import { findTopSearches, insertSearchEvent } from "./search-events.repository.ts";
import type { SearchViewer } from "./search-viewer.ts";
import type { SearchService } from "./search.service.ts";

const DAY_MS = 86_400_000;

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
}

function count(value: unknown): number | null {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : null;
}

/** What people search for and what they like: search events, trending searches and designers, popular bags. */
export class SearchMetaService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly search: SearchService,
  ) {}

  /**
   * Keeps search events (event_type "search" with event_properties.query or search_term); other
   * events are acknowledged and not kept. The user is the session's, never one named in the body.
   */
  async track(event: ParsedTrackEventRequest, viewer: SearchViewer): Promise<{ recorded: boolean }> {
    if (event.event_type !== SEARCH_EVENT_TYPE) return { recorded: false };
    const raw = (text(event.event_properties.query) ?? text(event.event_properties.search_term) ?? "").slice(0, MAX_QUERY_LENGTH);
    const query = normalizeSearchText(raw);
    if (query === "") return { recorded: false };
    await inTransaction(this.db, (tx) =>
      insertSearchEvent(tx.db, {
        id: newId("sev"),
        query,
        raw_query: raw,
        results_count: count(event.event_properties.results_count ?? event.event_properties.totalRecordCount),
        user_id: viewer.userId,
        visitor_id: viewer.userId ? null : (event.alternate_id ?? event.client_id ?? null),
        source_url: event.source_url ?? null,
        created_at: this.clock.now().toISOString(),
      }),
    );
    return { recorded: true };
  }

  /**
   * The most searched texts of the last 30 days and the designers they name; while there are not
   * enough, the catalog fills in: its most listed models and designers.
   */
  async trending(): Promise<TrendingSearchesResponse> {
    const since = new Date(this.clock.now().getTime() - TRENDING_WINDOW_DAYS * DAY_MS).toISOString();
    const [top, loaded] = await Promise.all([findTopSearches(this.db.kysely, since, TRENDING_SIZE * 4), this.search.currentSnapshot()]);
    const designers = loaded.terms.filter((t) => t.kind === "designer");
    const searches = top.map((t) => t.query);
    const byName = new Map(designers.map((d) => [foldText(d.value), d]));
    const searchedDesigners = new Map<string, number>();
    for (const { query, searches: times } of top) {
      for (const d of designers) {
        const words = searchWords(d.value);
        if (query === words.join(" ") || query.startsWith(`${words.join(" ")} `)) {
          searchedDesigners.set(foldText(d.value), (searchedDesigners.get(foldText(d.value)) ?? 0) + times);
        }
      }
    }
    const designerNames = [...searchedDesigners].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    for (const d of designers) designerNames.push(foldText(d.value));
    for (const term of loaded.terms) if (term.kind === "designer-model") searches.push(normalizeSearchText(term.value));
    return {
      default_designers: unique(designerNames)
        .slice(0, TRENDING_SIZE)
        .map((name) => byName.get(name)!)
        .map((d) => ({ name: d.value, handle: d.designerHandle!, url: `/collections/${d.designerHandle}` })),
      default_searches: unique(searches)
        .slice(0, TRENDING_SIZE)
        .map((value) => ({ value, url: `/search?q=${encodeURIComponent(value)}` })),
    };
  }

  /** Available bags with the most favorites. */
  async popularBags(viewer: SearchViewer): Promise<PopularBagsResponse> {
    const loaded = await this.search.currentSnapshot();
    const s = loaded.snapshot;
    const bags = s.categories.find("bags");
    const page: number[] = [];
    for (const i of s.orders["most-popular"]) {
      if (s.category[i] === bags && s.state[i] === STATE_AVAILABLE) page.push(i);
      if (page.length === POPULAR_BAGS_SIZE) break;
    }
    return { products: await this.search.cards(s, page, viewer) };
  }
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
