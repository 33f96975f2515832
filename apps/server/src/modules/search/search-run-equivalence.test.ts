import { describe, expect, it } from "vitest";
import { CLEARANCE_LABELS, FEATURED_LABELS } from "@maison/domain/search/filter-labels";
import { FILTER_DEFINITIONS } from "@maison/domain/search/filters";
import type { SearchSort } from "@maison/domain/search/search-sort";
import { referenceRunSearch } from "../../../test/support/search-run-reference.ts";
import type { SnapshotRow } from "../catalog/product-lookup.service.ts";
import type { Bits } from "./bitset.ts";
import { buildSnapshot, type CatalogSnapshot } from "./catalog-snapshot.ts";
import { buildFacets } from "./facet-builder.ts";
import type { Facet, PlacedRefinement } from "./facet.ts";
import { runSearch, runSearchInTurns } from "./search-run.ts";
import { mulberry32 } from "../catalog/seed/prng.ts";
import { patchSnapshot } from "./snapshot-patch.ts";

/** A small deterministic generator (the seed's mulberry32), so a failure can be replayed. */
const random = mulberry32;

const DESIGNERS = ["Chanel", "Hermès", "Louis Vuitton", "Cartier", "Gucci", "Prada", "Dior", "Céline"];
const CATEGORIES = ["bags", "shoes", "apparel", "accessories", "jewelry"];
const TYPES = ["Tote", "Clutch", "Pump", "Scarf", "Ring", "Shoulder Bag", "Sneaker"];
const CONDITIONS = ["New", "Excellent", "Very Good", "Good", "Fair"];
const COLORS = ["Black", "Red", "Gold", "White", "Blue", "Brown"];
const SIZES = ["Small", "Medium", "Large", "One Size", null];
const MATERIALS = ["Leather", "Canvas", "Crocodile", "Ostrich", "Python Skin", null];
const STATES = ["available", "available", "available", "held", "sold"];
const STORE_HANDLES = ["new-york-soho", "los-angeles-melrose", null, null];
const TAGS = [...FEATURED_LABELS.map((l) => l.tag), ...CLEARANCE_LABELS.map((l) => l.tag)];
const NOW = Date.parse("2026-11-20T12:00:00.000Z");

function pick<T>(r: () => number, values: readonly T[]): T {
  return values[Math.floor(r() * values.length)]!;
}

function rows(r: () => number, n: number, from = 0): { rows: SnapshotRow[]; tags: Array<{ product_id: string; tag: string }> } {
  const out: SnapshotRow[] = [];
  const tags: Array<{ product_id: string; tag: string }> = [];
  for (let k = from; k < from + n; k++) {
    const vendor = pick(r, DESIGNERS);
    const retail = r() < 0.7 ? 100_000 + Math.floor(r() * 2_000_000) : null;
    const id = String(100_000 + k);
    out.push({
      id,
      title: `${vendor} ${pick(r, TYPES)} ${k}`,
      vendor,
      vendor_handle: vendor.toLowerCase().replace(/[^a-z]+/g, "-"),
      category: pick(r, CATEGORIES),
      item_type: pick(r, TYPES),
      model: r() < 0.5 ? `Model ${Math.floor(r() * 20)}` : null,
      style: r() < 0.5 ? "Classic" : null,
      item_size: pick(r, SIZES),
      condition: pick(r, CONDITIONS),
      colors: JSON.stringify([pick(r, COLORS), ...(r() < 0.3 ? [pick(r, COLORS)] : [])]),
      exterior_material: pick(r, MATERIALS),
      interior_material: null,
      // Whole dollars with many repeats, so price ties (broken by id) are common.
      price_cents: Math.floor(r() * 300) * 5_000,
      estimated_retail_cents: retail,
      percent_off_retail: Math.floor(r() * 900),
      state: pick(r, STATES),
      favorites_count: Math.floor(r() * 5),
      published_at: new Date(NOW - Math.floor(r() * 200) * 86_400_000).toISOString(),
      first_look_ends_at: r() < 0.5 ? new Date(NOW + (r() - 0.5) * 86_400_000 * 4).toISOString() : null,
      store_handle: pick(r, STORE_HANDLES),
    });
    for (const tag of TAGS) if (r() < 0.15) tags.push({ product_id: id, tag });
  }
  return { rows: out, tags };
}

const NAMES = FILTER_DEFINITIONS.map((f) => f.name);

/** A random request's refinements: 0 to 3 navigations, each with one or two values (one for single-select ones). */
function refinements(r: () => number, s: CatalogSnapshot): PlacedRefinement[] {
  const out: PlacedRefinement[] = [];
  const chosen = new Set<string>();
  const navigations = Math.floor(r() * 4);
  for (let n = 0; n < navigations; n++) {
    const definition = pick(r, FILTER_DEFINITIONS);
    if (chosen.has(definition.name)) continue;
    chosen.add(definition.name);
    const count = definition.multiSelect && r() < 0.4 ? 2 : 1;
    for (let v = 0; v < count; v++) {
      const field = `refinements.${out.length}`;
      const name = definition.name;
      if (definition.type === "Range") {
        const low = Math.floor(r() * (name === "price" ? 15_000 : 90));
        out.push({ field, navigationName: name, type: "Range", low, high: r() < 0.5 ? null : low + Math.floor(r() * 5_000) + 1 });
        continue;
      }
      const values: Record<string, readonly string[]> = {
        category: ["Bags", "shoes", "Jewelry", "nothing"],
        designer: [...s.designers.values, "hermes", "Nobody"],
        color: [...s.colors.values, "Mauve"],
        condition: s.conditions.values,
        size: s.itemSizes.values,
        exotic_material: [...s.exotics.values, "Lizard"],
        store: s.stores.values,
        availability: ["In Stock", "All"],
        vip: ["All", "Available", "Sold", "VIP Items", "Non-VIP Items"],
        featured: FEATURED_LABELS.map((l) => l.label),
        clearance: CLEARANCE_LABELS.map((l) => l.label),
        wholesale: ["Wholesale New", "Wholesale Reduced"],
      };
      const list = values[name] ?? s.itemTypes.values;
      out.push({ field, navigationName: name, type: "Value", value: pick(r, list.length > 0 ? list : ["none"]) });
    }
  }
  return out;
}

const SORTS: SearchSort[] = ["relevance", "newest", "most-popular", "best-selling", "price-asc", "price-desc", "percent-off-retail"];

function answer(facets: readonly Facet[]) {
  return facets.map((f) => ({ name: f.definition.name, refinements: f.refinements(), selected: f.selected }));
}

/** A memo like the snapshot's (LoadedSnapshot.memo), counting what it builds. */
function memo(): { get: (key: string, build: () => Bits) => Bits; builds: () => number } {
  const kept = new Map<string, Bits>();
  let builds = 0;
  return {
    get: (key, build) => {
      let value = kept.get(key);
      if (!value) {
        builds += 1;
        kept.set(key, (value = build()));
      }
      return value;
    },
    builds: () => builds,
  };
}

/** Candidates as search passes them: none (every product), a collection's members, or text matches with scores. */
function candidates(r: () => number, s: CatalogSnapshot): { indices: Int32Array; scores: Float64Array | null } | null {
  const kind = r();
  if (kind < 0.25) return null;
  const listed: number[] = [];
  for (let i = 0; i < s.count; i++) if (s.listed[i] === 1) listed.push(i);
  const share = pick(r, [0.005, 0.02, 0.2, 0.6, 1]);
  const chosen = listed.filter(() => r() < share);
  // Shuffled: text matches come in the database's order.
  for (let k = chosen.length - 1; k > 0; k--) {
    const j = Math.floor(r() * (k + 1));
    [chosen[k], chosen[j]] = [chosen[j]!, chosen[k]!];
  }
  const indices = Int32Array.from(chosen);
  if (kind < 0.5) return { indices, scores: null };
  // Few distinct scores, so ties (newest first) decide much of the order.
  return { indices, scores: Float64Array.from(chosen, () => pick(r, [0.5, 1, 3, 5, 10, 15, 20.5])) };
}

function compare(s: CatalogSnapshot, seed: number, cases: number): { runs: number; nonEmpty: number; kept: number } {
  const r = random(seed);
  const kept = memo();
  let nonEmpty = 0;
  for (let c = 0; c < cases; c++) {
    const picked = refinements(r, s);
    const scope = r() < 0.15 ? [refinements(r, s)].flat().filter((x) => x.navigationName !== "vip" && x.navigationName !== "availability").slice(0, 1) : [];
    const input = {
      candidates: candidates(r, s),
      sort: pick(r, SORTS),
      skip: pick(r, [0, 0, 0, 48, 96, 1000, 5]),
      pageSize: pick(r, [48, 48, 1, 3, 100]),
    };
    const scopeTests = (memoize: boolean) =>
      scope.length === 0 ? [] : buildFacets(s, [scope[0]!.navigationName], scope, NOW, memoize ? kept.get : undefined).flatMap((f) => (f.accepts ? [f.accepts] : []));
    const before = buildFacets(s, NAMES, picked, NOW);
    const after = buildFacets(s, NAMES, picked, NOW, kept.get);
    const expected = referenceRunSearch(s, { ...input, scope: scopeTests(false), facets: before });
    const actual = runSearch(s, { ...input, scope: scopeTests(true), facets: after });
    const context = JSON.stringify({ seed, c, picked, scope, sort: input.sort, skip: input.skip, pageSize: input.pageSize, candidates: input.candidates?.indices.length ?? "all" });
    expect(actual, context).toEqual(expected);
    expect(answer(after), context).toEqual(answer(before));
    if (expected.total > 0) nonEmpty += 1;
  }
  return { runs: cases, nonEmpty, kept: kept.builds() };
}

describe("runSearch with bitsets (decision 091) answers as the run before it", () => {
  it("over a generated catalog, for many selections, candidates, sorts and pages", () => {
    const { rows: generated, tags } = rows(random(1), 3_000);
    const s = buildSnapshot("stamp", generated, tags);
    const result = compare(s, 11, 1_500);
    // The comparison means something only if many answers are not empty and the kept sets were used.
    expect(result.nonEmpty).toBeGreaterThan(500);
    expect(result.kept).toBeGreaterThan(20);
  });

  it("over a patched snapshot (products sold, repriced, unlisted and added)", () => {
    const r = random(2);
    const { rows: generated, tags } = rows(r, 2_000);
    let s = buildSnapshot("stamp-1", generated, tags);
    compare(s, 21, 200);
    const changed = generated.filter(() => r() < 0.05).map((row) => ({ ...row, state: "sold", price_cents: row.price_cents + 5_000 }));
    const added = rows(r, 100, 5_000);
    s = patchSnapshot(s, "stamp-2", {
      rows: [...changed, ...added.rows],
      goneIds: generated.filter(() => r() < 0.02).map((row) => row.id),
      tags: added.tags,
    }).snapshot;
    compare(s, 22, 400);
  });

  it("selects the page of a relevance sort like a full sort, with ties broken newest first", () => {
    const { rows: generated, tags } = rows(random(3), 5_000);
    const s = buildSnapshot("stamp", generated, tags);
    const indices = Int32Array.from({ length: s.count }, (_, i) => s.count - 1 - i);
    const r = random(4);
    const scores = Float64Array.from(indices, () => Math.floor(r() * 4) * 2.5);
    for (const [skip, pageSize] of [[0, 48], [48, 48], [0, 1], [4_990, 48], [0, 5_000], [2_500, 1]] as const) {
      const input = { candidates: { indices, scores }, scope: [], facets: [], sort: "relevance" as const, skip, pageSize };
      expect(runSearch(s, input)).toEqual(referenceRunSearch(s, input));
    }
  });
});

describe("runSearchInTurns (decision 097): the same answers, in several turns of the event loop", () => {
  /** Counts the turns of the event loop while `work` runs: one immediate after another. */
  async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
    let turns = 0;
    let running = true;
    const tick = () => {
      turns += 1;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const result = await work();
    running = false;
    return { result, turns };
  }

  it("answers as the reference over 40,000 products, pausing between blocks, several runs at once", async () => {
    const { rows: generated, tags } = rows(random(5), 40_000);
    const s = buildSnapshot("stamp", generated, tags);
    const r = random(51);
    const cases = Array.from({ length: 24 }, () => {
      const picked = refinements(r, s);
      return { picked, input: { candidates: candidates(r, s), scope: [], sort: pick(r, SORTS), skip: pick(r, [0, 48, 5]), pageSize: pick(r, [48, 3]) } };
    });
    // Each run with its own facets (counting adds up); all started together, so they queue for the scratch space.
    const runs = cases.map(({ picked, input }) => {
      const facets = buildFacets(s, NAMES, picked, NOW);
      return runSearchInTurns(s, { ...input, facets }, 0).then((result) => ({ result, facets }));
    });
    const { result: answers, turns } = await turnsDuring(() => Promise.all(runs));
    cases.forEach(({ picked, input }, c) => {
      const facets = buildFacets(s, NAMES, picked, NOW);
      const expected = referenceRunSearch(s, { ...input, facets });
      const context = JSON.stringify({ c, picked, sort: input.sort, candidates: input.candidates?.indices.length ?? "all" });
      expect(answers[c]!.result, context).toEqual(expected);
      expect(answer(answers[c]!.facets), context).toEqual(answer(facets));
    });
    // With no budget every block is a pause: 24 runs over up to 40,000 candidates took many turns.
    expect(turns).toBeGreaterThan(24);
  });

  it("refuses a synchronous run while a run in turns is paused, and finishes within one turn with a budget to spare", async () => {
    const { rows: generated, tags } = rows(random(6), 20_000);
    const s = buildSnapshot("stamp", generated, tags);
    const input = () => ({ candidates: null, scope: [], facets: buildFacets(s, NAMES, [], NOW), sort: "newest" as const, skip: 0, pageSize: 48 });
    const paused = runSearchInTurns(s, input(), 0);
    expect(() => runSearch(s, input())).toThrow(/runSearchInTurns/);
    const expected = await paused;
    expect(runSearch(s, input())).toEqual(expected);
    const { result, turns } = await turnsDuring(() => runSearchInTurns(s, input(), 60_000));
    expect(result).toEqual(expected);
    expect(turns).toBeLessThanOrEqual(1);
  });
});
