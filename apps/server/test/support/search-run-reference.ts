// The search run as it was before decision 091 (closures per candidate, a full sort of the relevance results), kept
// only as the reference the bitset run is compared with (search-run-equivalence tests). Do not use it in the server.
import type { SearchSort } from "@maison/domain/search/search-sort";
import type { CatalogSnapshot } from "../../src/modules/search/catalog-snapshot.ts";
import type { Facet } from "../../src/modules/search/facet.ts";

interface SearchRunInput {
  /** The products to consider (text matches, a collection's members), with relevance scores for text; null for every product. */
  candidates: { indices: Int32Array; scores: Float64Array | null } | null;
  /** Tests every result must pass whatever the navigations (pre-filters). */
  scope: ReadonlyArray<(i: number) => boolean>;
  /** Navigations to count; those with a selection also filter the results. */
  facets: readonly Facet[];
  sort: SearchSort;
  skip: number;
  pageSize: number;
}

interface SearchRunResult {
  total: number;
  /** Product indices of the requested page, in order. */
  page: number[];
}

const TIE_BITS = 2 ** 20;

/**
 * Filters, counts and sorts over the snapshot. One pass gives each candidate a bit per selected
 * navigation it fails: a result fails none; a product failing only navigation k still counts towards
 * k's values (a navigation's counts ignore its own selection, so shoppers see what else they could
 * pick). Counting then runs tight loops over index lists; the page walks a presorted order, or for
 * relevance sorts the results by score (newest first on ties).
 */
export function referenceRunSearch(s: CatalogSnapshot, input: SearchRunInput): SearchRunResult {
  if (input.scope.length === 0 && input.facets.every((f) => !f.accepts)) return everyCandidate(s, input);
  // Without candidates every listed product is one (the newest-first order holds exactly those).
  const candidates = input.candidates ?? { indices: s.orders.newest, scores: null };
  const candidateCount = candidates.indices.length;
  const active = input.facets.filter((f) => f.accepts);
  const bitOf = new Map(active.map((f, k) => [f, k]));
  const results = new Int32Array(candidateCount);
  const resultScores = input.sort === "relevance" && candidates.scores ? new Float64Array(candidateCount) : null;
  const nearMisses = active.map(() => new Int32Array(candidateCount));
  const nearMissCounts = new Int32Array(active.length);
  const accepts = active.map((f) => f.accepts!);
  const scope = input.scope;
  let total = 0;

  for (let c = 0; c < candidateCount; c++) {
    const i = candidates.indices[c]!;
    let inScope = true;
    for (const test of scope) {
      if (!test(i)) {
        inScope = false;
        break;
      }
    }
    if (!inScope) continue;
    let failed = -1;
    let failures = 0;
    for (let k = 0; k < accepts.length; k++) {
      if (!accepts[k]!(i)) {
        failed = k;
        if (++failures > 1) break;
      }
    }
    if (failures === 0) {
      if (resultScores) resultScores[total] = candidates.scores![c]!;
      results[total++] = i;
    } else if (failures === 1) {
      nearMisses[failed]![nearMissCounts[failed]!++] = i;
    }
  }

  for (const facet of input.facets) {
    facet.count(results, total);
    const k = bitOf.get(facet);
    if (k !== undefined) facet.count(nearMisses[k]!, nearMissCounts[k]!);
  }

  return { total, page: pageOf(s, results, resultScores, total, input) };
}

/** Nothing narrows the candidates: every one is a result, and the page of all products is a slice of the presorted order. */
function everyCandidate(s: CatalogSnapshot, input: SearchRunInput): SearchRunResult {
  const candidates = input.candidates;
  if (!candidates) {
    const all = s.orders.newest;
    for (const facet of input.facets) facet.count(all, all.length);
    const order = input.sort === "relevance" ? s.orders.newest : s.orders[input.sort];
    return { total: all.length, page: Array.from(order.subarray(input.skip, Math.min(all.length, input.skip + input.pageSize))) };
  }
  const total = candidates.indices.length;
  for (const facet of input.facets) facet.count(candidates.indices, total);
  const scores = input.sort === "relevance" ? candidates.scores : null;
  return { total, page: pageOf(s, candidates.indices, scores, total, input) };
}

function pageOf(s: CatalogSnapshot, results: Int32Array, scores: Float64Array | null, total: number, input: SearchRunInput): number[] {
  const end = Math.min(total, input.skip + input.pageSize);
  if (input.skip >= end) return [];
  if (scores) return byRelevance(s, results, scores, total).slice(input.skip, end);
  const order = input.sort === "relevance" ? s.orders.newest : s.orders[input.sort];
  return walk(order, results, total, s.count, input.skip, end);
}

/** The results between skip and end along a presorted order. */
function walk(order: Int32Array, results: Int32Array, total: number, size: number, skip: number, end: number): number[] {
  const isResult = new Uint8Array(size);
  for (let j = 0; j < total; j++) isResult[results[j]!] = 1;
  const page: number[] = [];
  let seen = 0;
  for (let p = 0; p < order.length && seen < end; p++) {
    const i = order[p]!;
    if (isResult[i] === 0) continue;
    if (seen >= skip) page.push(i);
    seen += 1;
  }
  return page;
}

/**
 * Results by score, best first; equal scores newest first. Score and tie-break are packed into one
 * number per result so the engine's native numeric sort does the work.
 */
function byRelevance(s: CatalogSnapshot, results: Int32Array, scores: Float64Array, total: number): number[] {
  let best = 0;
  for (let j = 0; j < total; j++) if (scores[j]! > best) best = scores[j]!;
  const keys = new Float64Array(total);
  const scale = best > 0 ? 1e6 / best : 0;
  for (let j = 0; j < total; j++) {
    const quantized = Math.round(scores[j]! * scale);
    keys[j] = (1e6 - quantized) * TIE_BITS + s.orders.newestRank[results[j]!]!;
  }
  keys.sort();
  const byRank = s.orders.newest;
  return Array.from(keys, (key) => byRank[key % TIE_BITS]!);
}
