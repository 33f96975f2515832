import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLEARANCE_LABELS, FEATURED_LABELS } from "@maison/domain/search/filter-labels";
import { visibleFilters } from "@maison/domain/search/filters";
import { MAX_SEARCH_PAGE_SIZE } from "@maison/domain/search/search-limits";
import { parseQuery } from "@maison/domain/search/query-text";
import { defaultSearchSort, type SearchSort } from "@maison/domain/search/search-sort";
import { tierForSpend } from "@maison/domain/membership/tier";
import { mulberry32 } from "../../src/modules/catalog/seed/prng.ts";
import { seedCatalog } from "../../src/modules/catalog/seed/seed-catalog.ts";
import { collectionMembers } from "../../src/modules/search/collection-members.ts";
import { buildFacets } from "../../src/modules/search/facet-builder.ts";
import type { Facet, PlacedRefinement } from "../../src/modules/search/facet.ts";
import { textIndexFor } from "../../src/modules/search/text-index.ts";
import { referenceRunSearch } from "../support/search-run-reference.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Decision 091: search's filtering, counting and paging over bitsets answers exactly as the run before it
 * (kept in test/support as the reference) — over a seeded catalog, for many terms, collections,
 * selections, sorts and pages, through the HTTP API, before and after a catalog change (pieces sold and
 * repriced), on whichever database the suite runs on.
 */
const NOW = new Date("2026-11-21T12:00:00.000Z");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  await seedCatalog(t.context.db, t.context.storage, { products: 1200, now: NOW, seed: 17 });
});
afterAll(async () => t.close());

const random = mulberry32;
const pick = <T,>(r: () => number, values: readonly T[]): T => values[Math.floor(r() * values.length)]!;

const GUEST = { userId: null, tierRank: tierForSpend(0).rank, isB2b: false, currency: "USD" };
const VISIBLE = visibleFilters(GUEST).map((f) => f.name);
const TERMS = ["", "", "black", "leather", "bag", "gold", "chanel", "small tote", "vintage", "red", "canvas"];
const COLLECTIONS = [undefined, undefined, "all-bags", "all-shoes", "chanel", "hermes", "vintage"];
const SORTS: Array<SearchSort | undefined> = [undefined, undefined, "newest", "price-asc", "price-desc", "most-popular", "best-selling", "percent-off-retail"];

interface Request {
  query: string;
  pageCategories: string[];
  refinements: Array<Omit<PlacedRefinement, "field">>;
  sorts?: SearchSort;
  skip: number;
  pageSize: number;
  currency: "USD";
}

function requestOf(r: () => number, designers: readonly string[], colors: readonly string[]): Request {
  const refinements: Request["refinements"] = [];
  const values: Record<string, () => Array<Omit<PlacedRefinement, "field">>> = {
    designer: () => [{ navigationName: "designer", type: "Value", value: pick(r, designers) }],
    color: () => [{ navigationName: "color", type: "Value", value: pick(r, colors) }, ...(r() < 0.3 ? [{ navigationName: "color", type: "Value" as const, value: pick(r, colors) }] : [])],
    condition: () => [{ navigationName: "condition", type: "Value", value: pick(r, ["Excellent", "Very Good", "Good", "New With Tags"]) }],
    price: () => {
      const low = Math.floor(r() * 8_000);
      return [{ navigationName: "price", type: "Range", low, high: r() < 0.5 ? null : low + 1 + Math.floor(r() * 6_000) }];
    },
    off_retail: () => [{ navigationName: "off_retail", type: "Range", low: 20, high: 60 }],
    availability: () => [{ navigationName: "availability", type: "Value", value: pick(r, ["In Stock", "All"]) }],
    featured: () => [{ navigationName: "featured", type: "Value", value: pick(r, FEATURED_LABELS).label }],
    clearance: () => [{ navigationName: "clearance", type: "Value", value: pick(r, CLEARANCE_LABELS).label }],
    category: () => [{ navigationName: "category", type: "Value", value: pick(r, ["Bags", "Shoes", "Jewelry"]) }],
    bag_type: () => [{ navigationName: "bag_type", type: "Value", value: pick(r, ["Tote", "Shoulder Bag", "Top Handle", "Clutch"]) }],
  };
  const names = Object.keys(values).filter(() => r() < 0.22).slice(0, 3);
  for (const name of names) refinements.push(...values[name]!());
  return {
    query: pick(r, TERMS),
    pageCategories: [pick(r, COLLECTIONS)].filter((c): c is string => c !== undefined),
    refinements,
    sorts: pick(r, SORTS),
    skip: pick(r, [0, 0, 0, 48, 96, 300]),
    pageSize: pick(r, [48, 48, 1, 12]),
    currency: "USD",
  };
}

/** Navigations with something to offer, as search.service.ts lists them. */
function navigations(facets: readonly Facet[]) {
  return facets.flatMap((facet) => {
    const refinements = facet.refinements();
    if (facet.selected.length === 0 && !refinements.some((r) => r.count > 0)) return [];
    const d = facet.definition;
    return [{ name: d.name, displayName: d.displayName, type: d.type, or: d.multiSelect, refinements }];
  });
}

/** What the run before decision 091 answers for a request, over the snapshot the server answered from. */
async function reference(request: Request) {
  const loaded = await t.context.services.search.currentSnapshot();
  const s = loaded.snapshot;
  const corrected = loaded.vocabulary.correct(parseQuery(request.query));
  let text: { indices: Int32Array; scores: Float64Array } | null = null;
  if (corrected.words.length > 0) {
    const ids = await textIndexFor(t.context.db).match(corrected);
    const indices = Int32Array.from(ids.flatMap((id) => {
      const i = s.indexOf.get(id);
      return i !== undefined && s.listed[i] === 1 ? [i] : [];
    }));
    text = { indices, scores: loaded.ranking.score(corrected, indices) };
  }
  const members = collectionMembers(loaded, request.pageCategories[0]);
  let candidates: { indices: Int32Array; scores: Float64Array | null } | null = text;
  if (members && !text) candidates = { indices: members.list, scores: null };
  else if (members && text) {
    const keep = Array.from(text.indices.keys()).filter((c) => members.set[text.indices[c]!] === 1);
    candidates = { indices: Int32Array.from(keep, (c) => text.indices[c]!), scores: Float64Array.from(keep, (c) => text.scores[c]!) };
  }
  const placed = request.refinements.map((r, i) => ({ ...r, field: `refinements.${i}` }) as PlacedRefinement);
  const facets = buildFacets(s, VISIBLE, placed, NOW.getTime());
  const sort = request.sorts ?? defaultSearchSort(request.query);
  const run = referenceRunSearch(s, { candidates, scope: [], facets, sort: sort === "relevance" && !text ? "newest" : sort, skip: request.skip, pageSize: request.pageSize });
  return { total: run.total, ids: run.page.map((i) => s.ids[i]!), navigation: JSON.parse(JSON.stringify(navigations(facets))) as unknown };
}

async function compareMany(seed: number, count: number): Promise<number> {
  const loaded = await t.context.services.search.currentSnapshot();
  const designers = loaded.snapshot.designers.values;
  const colors = loaded.snapshot.colors.values;
  const r = random(seed);
  let nonEmpty = 0;
  for (let k = 0; k < count; k++) {
    const request = requestOf(r, designers, colors);
    // Each request twice: the second is answered from the memo of the first (decision 091 keeps an answer from its second asking).
    for (let round = 0; round < 2; round++) {
      const response = await t.app.inject({ method: "POST", url: "/api/v6/search/", payload: request });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { totalRecordCount: number; records: Array<{ _id: string }>; availableNavigation: unknown };
      const expected = await reference(request);
      const context = JSON.stringify({ seed, k, round, request });
      expect(body.totalRecordCount, context).toBe(expected.total);
      expect(body.records.map((record) => record._id), context).toEqual(expected.ids);
      expect(body.availableNavigation, context).toEqual(expected.navigation);
      if (expected.total > 0) nonEmpty += 1;
    }
  }
  return nonEmpty;
}

describe("search over bitsets answers as the run before it (decision 091)", () => {
  it("for many terms, collections, selections, sorts and pages", async () => {
    const nonEmpty = await compareMany(5, 120);
    expect(nonEmpty).toBeGreaterThan(60);
  });

  it("after pieces are sold and repriced (a patched snapshot), and a sold piece is never in stock", async () => {
    const db = t.context.db.kysely;
    const sold = (await db.selectFrom("products").select("id").where("state", "=", "available").orderBy("id").limit(60).execute()).map((row) => row.id);
    const later = new Date(Date.now() + 60_000).toISOString();
    await db.updateTable("products").set({ state: "sold", updated_at: later }).where("id", "in", sold.slice(0, 40)).execute();
    await db.updateTable("products").set({ price_cents: 123_400, updated_at: later }).where("id", "in", sold.slice(40)).execute();
    const ids = new Set<string>();
    for (let skip = 0; ; skip += MAX_SEARCH_PAGE_SIZE) {
      const inStock = await t.app.inject({
        method: "POST",
        url: "/api/v6/search/",
        payload: { query: "", refinements: [{ navigationName: "availability", type: "Value", value: "In Stock" }], skip, pageSize: MAX_SEARCH_PAGE_SIZE, currency: "USD" },
      });
      expect(inStock.statusCode, inStock.body).toBe(200);
      const records = (inStock.json() as { records: Array<{ _id: string }> }).records;
      for (const record of records) ids.add(record._id);
      if (records.length < MAX_SEARCH_PAGE_SIZE) break;
    }
    expect(ids.size).toBeGreaterThan(100);
    for (const id of sold.slice(0, 40)) expect(ids.has(id)).toBe(false);
    const nonEmpty = await compareMany(6, 60);
    expect(nonEmpty).toBeGreaterThan(30);
  });
});
