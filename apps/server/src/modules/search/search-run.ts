import { performance } from "node:perf_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { SearchSort } from "@maison/domain/search/search-sort";
import type { CatalogSnapshot } from "./catalog-snapshot.ts";
import { wordsFor } from "./bitset.ts";
import type { Facet } from "./facet.ts";

export interface SearchRunInput {
  /**
   * The products to consider (text matches, a collection's members), with relevance scores for text, and
   * as a set when one is kept (a collection's members); null for every product.
   */
  candidates: { indices: Int32Array; scores: Float64Array | null; bits?: Uint32Array } | null;
  /** Tests every result must pass whatever the navigations (pre-filters). */
  scope: ReadonlyArray<(i: number) => boolean>;
  /** Navigations to count; those with a selection also filter the results. */
  facets: readonly Facet[];
  sort: SearchSort;
  skip: number;
  pageSize: number;
}

export interface SearchRunResult {
  total: number;
  /** Product indices of the requested page, in order. */
  page: number[];
}

const TIE_BITS = 2 ** 20;

/**
 * A run pauses between blocks of this many candidates (or counted rows): at 100,000 products a run over
 * every product is a dozen blocks, and a block a fraction of a millisecond.
 */
const BLOCK = 8192;

/** How long a run in turns works before it lets the event loop serve others (decision 097). */
export const TURN_BUDGET_MS = 4;

/**
 * One run at a time through the shared scratch space: a run in turns holds the lane across its pauses, so
 * another search waits for it rather than writing into the arrays it is still reading.
 */
class Lane {
  private held = false;
  private readonly waiting: Array<() => void> = [];

  get busy(): boolean {
    return this.held;
  }

  /** Runs `work` when the lane is free (at once, in the caller's turn, if it is), then hands the lane to the next in line. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.held = true;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // Handed over still held, so no caller slips in between.
      if (next) next();
      else this.held = false;
    }
  }
}

const lane = new Lane();

/**
 * The run, in turns of the event loop (decision 097): it works for up to `budgetMs` (its first part in
 * the caller's turn), then lets the loop serve other requests before it goes on, so a search over every
 * product after a catalog change (memos start afresh) does not hold the loop for the whole of it. Runs
 * go one at a time (they share scratch space); the same results as `runSearch`.
 */
export async function runSearchInTurns(s: CatalogSnapshot, input: SearchRunInput, budgetMs = TURN_BUDGET_MS): Promise<SearchRunResult> {
  return lane.run(async () => {
    const steps = runSteps(s, input);
    let turnStart = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() - turnStart >= budgetMs) {
        await nextTurn();
        turnStart = performance.now();
      }
    }
  });
}

/**
 * Filters, counts and sorts over the snapshot (decision 091). Each selected navigation first gives the
 * set of candidates it accepts as bits: the set kept per snapshot for a selection of stored values when
 * there are more candidates than the set has words, otherwise one tight loop of the navigation's own
 * over the candidates. One pass then reads each candidate's bits: a result fails none; a product failing
 * only navigation k still counts towards k's values (a navigation's counts ignore its own selection, so
 * shoppers see what else they could pick). Counting runs tight loops over index lists; the page walks a
 * presorted order against the results' bits, or for relevance selects the page's best scores (newest
 * first on ties) without sorting every result.
 */
export function runSearch(s: CatalogSnapshot, input: SearchRunInput): SearchRunResult {
  // A run in turns may be paused halfway through the scratch space this one would overwrite.
  if (lane.busy) throw new Error("runSearch while a run in turns is under way: use runSearchInTurns");
  const steps = runSteps(s, input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The run as steps: each `yield` is a point where it may pause (between blocks of candidates or counted rows). */
function* runSteps(s: CatalogSnapshot, input: SearchRunInput): Generator<void, SearchRunResult> {
  if (input.scope.length === 0 && input.facets.every((f) => !f.accepts)) return yield* everyCandidate(s, input);
  // Without candidates every listed product is one (the newest-first order holds exactly those).
  const candidates = input.candidates ?? { indices: s.orders.newest, scores: null };
  const indices = candidates.indices;
  const candidateCount = indices.length;
  const words = wordsFor(s.count);
  const active = input.facets.filter((f) => f.accepts);
  const bitOf = new Map(active.map((f, k) => [f, k]));
  const accepted: Uint32Array[] = [];
  for (let k = 0; k < active.length; k++) accepted.push(yield* acceptedBy(active[k]!, indices, candidateCount, words, k));
  const scope = yield* scopeBits(input.scope, indices, candidateCount, words);
  // Scratch space reused from run to run (one run at a time holds it, through the lane; nothing a run returns points into it).
  const results = scratch.ints(0, candidateCount);
  const resultBits = scratch.bits(0, words);
  const resultScores = input.sort === "relevance" && candidates.scores ? scratch.floats(0, candidateCount) : null;
  const nearMisses = active.map((_, k) => scratch.ints(k + 1, candidateCount));
  const nearMissCounts = new Int32Array(active.length);
  const tests = accepted.length;
  let total = 0;

  for (let from = 0; from < candidateCount; from += BLOCK) {
    const to = Math.min(candidateCount, from + BLOCK);
    for (let c = from; c < to; c++) {
      const i = indices[c]!;
      const w = i >>> 5;
      const bit = 1 << (i & 31);
      if (scope !== null && (scope[w]! & bit) === 0) continue;
      let failed = -1;
      let failures = 0;
      for (let k = 0; k < tests; k++) {
        if ((accepted[k]![w]! & bit) === 0) {
          failed = k;
          if (++failures > 1) break;
        }
      }
      if (failures === 0) {
        if (resultScores) resultScores[total] = candidates.scores![c]!;
        resultBits[w]! |= bit;
        results[total++] = i;
      } else if (failures === 1) {
        nearMisses[failed]![nearMissCounts[failed]!++] = i;
      }
    }
    yield;
  }

  for (const facet of input.facets) {
    yield* countInBlocks(facet, results, total);
    const k = bitOf.get(facet);
    if (k !== undefined) yield* countInBlocks(facet, nearMisses[k]!, nearMissCounts[k]!);
  }

  return { total, page: pageOf(s, results, resultScores, total, input, resultBits) };
}

/** A navigation's counts of indices[0 .. length), a block at a time (counting adds up). */
function* countInBlocks(facet: Facet, indices: Int32Array, length: number): Generator<void, void> {
  for (let from = 0; from < length; from += BLOCK) {
    const to = Math.min(length, from + BLOCK);
    facet.count(from === 0 ? indices : indices.subarray(from), to - from);
    yield;
  }
}

/** The candidates a selected navigation accepts, as bits (other bits may be set too: only candidates' bits are read). */
function* acceptedBy(facet: Facet, indices: Int32Array, length: number, words: number, slot: number): Generator<void, Uint32Array> {
  // A kept set costs a pass over its words (and, the first time in a snapshot, over the products); marking, one over the candidates.
  if (facet.acceptedBits && length > words) return facet.acceptedBits();
  const bits = scratch.bits(slot + 2, words);
  for (let from = 0; from < length; from += BLOCK) {
    const to = Math.min(length, from + BLOCK);
    if (facet.mark) facet.mark(from === 0 ? indices : indices.subarray(from), to - from, bits);
    else {
      const accepts = facet.accepts!;
      for (let j = from; j < to; j++) {
        const i = indices[j]!;
        if (accepts(i)) bits[i >>> 5]! |= 1 << (i & 31);
      }
    }
    yield;
  }
  return bits;
}

/** The candidates passing every pre-filter test, as bits; null when there is none. */
function* scopeBits(tests: ReadonlyArray<(i: number) => boolean>, indices: Int32Array, length: number, words: number): Generator<void, Uint32Array | null> {
  if (tests.length === 0) return null;
  const bits = scratch.bits(1, words);
  for (let from = 0; from < length; from += BLOCK) {
    const to = Math.min(length, from + BLOCK);
    for (let j = from; j < to; j++) {
      const i = indices[j]!;
      let pass = true;
      for (const test of tests) {
        if (!test(i)) {
          pass = false;
          break;
        }
      }
      if (pass) bits[i >>> 5]! |= 1 << (i & 31);
    }
    yield;
  }
  return bits;
}

/** Nothing narrows the candidates: every one is a result, and the page of all products is a slice of the presorted order. */
function* everyCandidate(s: CatalogSnapshot, input: SearchRunInput): Generator<void, SearchRunResult> {
  const candidates = input.candidates;
  if (!candidates) {
    const all = s.orders.newest;
    for (const facet of input.facets) yield* countInBlocks(facet, all, all.length);
    const order = input.sort === "relevance" ? s.orders.newest : s.orders[input.sort];
    return { total: all.length, page: Array.from(order.subarray(input.skip, Math.min(all.length, input.skip + input.pageSize))) };
  }
  const total = candidates.indices.length;
  for (const facet of input.facets) yield* countInBlocks(facet, candidates.indices, total);
  const scores = input.sort === "relevance" ? candidates.scores : null;
  return { total, page: pageOf(s, candidates.indices, scores, total, input, candidates.bits ?? null) };
}

function pageOf(s: CatalogSnapshot, results: Int32Array, scores: Float64Array | null, total: number, input: SearchRunInput, resultBits: Uint32Array | null): number[] {
  const end = Math.min(total, input.skip + input.pageSize);
  if (input.skip >= end) return [];
  if (scores) return byRelevance(s, results, scores, total, end).slice(input.skip, end);
  const order = input.sort === "relevance" ? s.orders.newest : s.orders[input.sort];
  return walk(order, resultBits ?? markAll(results, total, wordsFor(s.count)), input.skip, end);
}

/** The results between skip and end along a presorted order. */
function walk(order: Int32Array, isResult: Uint32Array, skip: number, end: number): number[] {
  const page: number[] = [];
  let seen = 0;
  for (let p = 0; p < order.length && seen < end; p++) {
    const i = order[p]!;
    if ((isResult[i >>> 5]! & (1 << (i & 31))) === 0) continue;
    if (seen >= skip) page.push(i);
    seen += 1;
  }
  return page;
}

/**
 * The first `end` results by score, best first; equal scores newest first. Score and tie-break are packed
 * into one number per result (distinct: the tie-break is the product's own rank), so the best `end` are
 * the `end` smallest keys: selected in linear time, then only they are sorted by the engine's native
 * numeric sort — the same order as sorting every result, without the cost of it.
 */
function byRelevance(s: CatalogSnapshot, results: Int32Array, scores: Float64Array, total: number, end: number): number[] {
  let best = 0;
  for (let j = 0; j < total; j++) if (scores[j]! > best) best = scores[j]!;
  const keys = scratch.floats(1, total);
  const scale = best > 0 ? 1e6 / best : 0;
  for (let j = 0; j < total; j++) {
    const quantized = Math.round(scores[j]! * scale);
    keys[j] = (1e6 - quantized) * TIE_BITS + s.orders.newestRank[results[j]!]!;
  }
  const first = end < total ? smallest(keys, end) : keys;
  first.sort();
  const byRank = s.orders.newest;
  const page = new Array<number>(first.length);
  for (let j = 0; j < first.length; j++) page[j] = byRank[first[j]! % TIE_BITS]!;
  return page;
}

/** The `n` smallest of distinct keys, in no order (quickselect: `keys` is reordered in place). */
function smallest(keys: Float64Array, n: number): Float64Array {
  let low = 0;
  let high = keys.length - 1;
  while (low < high) {
    // Median of three as the pivot, then Hoare's partition.
    const middle = (low + high) >>> 1;
    const a = keys[low]!;
    const b = keys[middle]!;
    const c = keys[high]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = low;
    let j = high;
    while (i <= j) {
      while (keys[i]! < pivot) i++;
      while (keys[j]! > pivot) j--;
      if (i <= j) {
        const t = keys[i]!;
        keys[i] = keys[j]!;
        keys[j] = t;
        i++;
        j--;
      }
    }
    // keys[low..j] <= pivot <= keys[i..high]; the n-th smallest (index n - 1) lies in one side.
    if (n - 1 <= j) high = j;
    else if (n - 1 >= i) low = i;
    else break;
  }
  return keys.subarray(0, n);
}

/** The set of indices[0 .. length), in scratch space. */
function markAll(indices: Int32Array, length: number, words: number): Uint32Array {
  const bits = scratch.bits(0, words);
  for (let j = 0; j < length; j++) {
    const i = indices[j]!;
    bits[i >>> 5]! |= 1 << (i & 31);
  }
  return bits;
}

/**
 * Typed arrays kept from one run to the next, by slot, grown as needed: a search at 100,000 products
 * otherwise allocates a few hundred kilobytes per run (results, near misses, sets, sort keys), and the
 * collector's share of a search's CPU followed. Views of exactly the asked length; sets come zeroed.
 */
class Scratch {
  private readonly intArrays: Int32Array[] = [];
  private readonly floatArrays: Float64Array[] = [];
  private readonly bitArrays: Uint32Array[] = [];

  ints(slot: number, length: number): Int32Array {
    let array = this.intArrays[slot];
    if (!array || array.length < length) this.intArrays[slot] = array = new Int32Array(Math.max(length, 1024));
    return array.subarray(0, length);
  }

  floats(slot: number, length: number): Float64Array {
    let array = this.floatArrays[slot];
    if (!array || array.length < length) this.floatArrays[slot] = array = new Float64Array(Math.max(length, 1024));
    return array.subarray(0, length);
  }

  bits(slot: number, words: number): Uint32Array {
    let array = this.bitArrays[slot];
    if (!array || array.length < words) this.bitArrays[slot] = array = new Uint32Array(Math.max(words, 64));
    array.fill(0, 0, words);
    return array.subarray(0, words);
  }
}

const scratch = new Scratch();
