import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TAGS } from "@maison/domain/catalog/tag";
import { slugify } from "@maison/domain/shared/slug";
import type { ParsedSearchRequest } from "@maison/contracts/search";
import { ProductLookupService } from "../../src/modules/catalog/product-lookup.service.ts";
import { SearchService } from "../../src/modules/search/search.service.ts";
import type { LoadedSnapshot } from "../../src/modules/search/snapshot-cache.ts";
import type { SearchViewer } from "../../src/modules/search/search-viewer.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { ControlledClock } from "../support/controlled-clock.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/**
 * The main correctness net of the incremental snapshot (decision 080): after random sequences of
 * catalog changes, a snapshot patched change by change answers every list, search and facet count
 * exactly as a snapshot built afresh from the database does.
 */

const DESIGNERS = ["Chanel", "Hermès", "Louis Vuitton", "Gucci", "Prada"];
const CATEGORIES = ["bags", "shoes", "accessories", "jewelry"];
const ITEM_TYPES = ["Shoulder Bag", "Tote", "Pumps", "Scarf", "Necklace"];
const MODELS = ["Classic Flap", "Birkin", "Neverfull", "Marmont", "Galleria", null];
const COLORS = ["Black", "Red", "Beige", "Gold", "Blue"];
const TAG_POOL = [TAGS.newArrivals, TAGS.clearance, TAGS.priceDrop, TAGS.trending, TAGS.firstLook, "bc-filter-VIP", "bc-filter-whnew"];
const STORES = [null, "new-york-soho", "miami-design-district"];
const STATES = ["available", "available", "sold", "shipped", "draft", "withdrawn"];
const MATERIALS = ["Caviar Leather", "Crocodile", "Ostrich Leg", "Canvas"];
const SIZES = [null, "Small", "Medium", "Large"];

let database: TestDatabase;
const clock = new ControlledClock();
clock.set(new Date("2026-11-20T12:00:00.000Z"));
const viewer: SearchViewer = { userId: null, tierRank: 9, isB2b: true, currency: "USD" };
let stampAt = Date.parse("2026-11-01T00:00:00.000Z");
const nextStamp = () => new Date((stampAt += 1000)).toISOString();
let patched: SearchService;
const ids: string[] = [];

function productFields(n: number, pick: number[]) {
  const at = (list: readonly unknown[], k: number) => list[pick[k]! % list.length];
  const vendor = at(DESIGNERS, 0) as string;
  return {
    vendor,
    vendor_handle: slugify(vendor),
    title: `${vendor} ${(at(MODELS, 3) as string | null) ?? "Piece"} ${n % 7}`,
    category: at(CATEGORIES, 1) as string,
    item_type: at(ITEM_TYPES, 2) as string,
    model: at(MODELS, 3) as string | null,
    style: pick[3]! % 2 === 0 ? "Vintage" : null,
    colors: JSON.stringify(COLORS.filter((_, k) => (pick[4]! >> k) & 1)),
    exterior_material: at(MATERIALS, 5) as string,
    item_size: at(SIZES, 6) as string | null,
    store_handle: at(STORES, 7) as string | null,
    price_cents: 100 * (50 + (pick[8]! % 40) * 250),
    estimated_retail_cents: pick[9]! % 3 === 0 ? null : 100 * (5_000 + (pick[9]! % 7) * 2_500),
    favorites_count: pick[10]! % 5,
    first_look_ends_at: pick[11]! % 3 === 0 ? "2026-12-01T00:00:00.000Z" : null,
    published_at: new Date(Date.parse("2026-10-01T00:00:00.000Z") + (pick[12]! % 10) * 86_400_000).toISOString(),
  };
}

const picks = fc.array(fc.nat(1_000), { minLength: 13, maxLength: 13 });

type Change =
  | { kind: "price"; product: number; cents: number }
  | { kind: "state"; product: number; state: number }
  | { kind: "edit"; product: number; pick: number[] }
  | { kind: "tags"; product: number; tags: number }
  | { kind: "new"; pick: number[]; tags: number };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant("price" as const), product: fc.nat(), cents: fc.integer({ min: 1, max: 40_000 }).map((d) => d * 100) }),
  fc.record({ kind: fc.constant("state" as const), product: fc.nat(), state: fc.nat(STATES.length - 1) }),
  fc.record({ kind: fc.constant("edit" as const), product: fc.nat(), pick: picks }),
  fc.record({ kind: fc.constant("tags" as const), product: fc.nat(), tags: fc.nat(127) }),
  fc.record({ kind: fc.constant("new" as const), pick: picks, tags: fc.nat(127) }),
);

async function setTags(id: string, mask: number) {
  await database.db.kysely.deleteFrom("product_tags").where("product_id", "=", id).execute();
  const tags = TAG_POOL.filter((_, k) => (mask >> k) & 1);
  if (tags.length > 0) await database.db.kysely.insertInto("product_tags").values(tags.map((tag) => ({ product_id: id, tag }))).execute();
}

async function apply(c: Change) {
  const db = database.db.kysely;
  const updated_at = nextStamp();
  if (c.kind === "new") {
    const row = await insertProduct(db, { ...productFields(ids.length, c.pick), updated_at, images: 0 });
    ids.push(row.id);
    await setTags(row.id, c.tags);
    return;
  }
  const id = ids[c.product % ids.length]!;
  if (c.kind === "price") await db.updateTable("products").set({ price_cents: c.cents, updated_at }).where("id", "=", id).execute();
  if (c.kind === "state") await db.updateTable("products").set({ state: STATES[c.state]!, updated_at }).where("id", "=", id).execute();
  if (c.kind === "edit") await db.updateTable("products").set({ ...productFields(c.product, c.pick), updated_at }).where("id", "=", id).execute();
  if (c.kind === "tags") {
    await setTags(id, c.tags);
    await db.updateTable("products").set({ updated_at }).where("id", "=", id).execute();
  }
}

/** Counts the full reads of the catalog (a patch reads only the changed products). */
class CountingLookup extends ProductLookupService {
  fullReads = 0;
  override listedFacts(afterId: string, limit: number) {
    this.fullReads += 1;
    return super.listedFacts(afterId, limit);
  }
}
let patchedLookup: CountingLookup;

const newSearch = (lookup = new ProductLookupService(database.db, clock)) => new SearchService(database.db, clock, lookup);

function request(overrides: Partial<ParsedSearchRequest>): ParsedSearchRequest {
  return { collection: "products", area: "Production", query: "", skip: 0, pageSize: 100, refinements: [], sorts: undefined, preFilter: [], pageCategories: [], currency: "USD", ...overrides };
}

/** Searches that exercise every sort, facet and collection rule, text and typo correction. */
const REQUESTS: ParsedSearchRequest[] = [
  ...(["relevance", "newest", "most-popular", "best-selling", "price-asc", "price-desc", "percent-off-retail"] as const).map((sorts) => request({ sorts })),
  request({ query: "chanel" }),
  request({ query: "birkn" }),
  request({ query: "classic fl" }),
  request({ query: "black tote", sorts: "price-asc" }),
  request({ refinements: [{ navigationName: "designer", type: "Value", value: "Chanel" }, { navigationName: "color", type: "Value", value: "Black" }] }),
  request({ refinements: [{ navigationName: "price", type: "Range", low: 0, high: 2500 }], sorts: "price-desc" }),
  request({ refinements: [{ navigationName: "availability", type: "Value", value: "In Stock" }], sorts: "best-selling" }),
  request({ refinements: [{ navigationName: "vip", type: "Value", value: "VIP Items" }] }),
  request({ refinements: [{ navigationName: "featured", type: "Value", value: "Price Drop" }] }),
  request({ refinements: [{ navigationName: "exotic_material", type: "Value", value: "Crocodile" }], sorts: "percent-off-retail" }),
  request({ pageCategories: ["all-bags"] }),
  request({ pageCategories: ["new-arrivals"], sorts: "newest" }),
  request({ pageCategories: ["clearance"], query: "gucci" }),
  request({ pageCategories: ["chanel"], refinements: [{ navigationName: "condition", type: "Value", value: "Excellent" }] }),
  request({ pageCategories: ["prada"] }),
  request({ skip: 5, pageSize: 7, sorts: "most-popular" }),
];

/** A search answer without what differs by design from call to call (ids, tokens). */
async function answer(service: SearchService, r: ParsedSearchRequest): Promise<unknown> {
  try {
    const { id: _id, metadata: _metadata, ...rest } = await service.search(r, viewer);
    return { ...rest, records: rest.records.map((record) => record._id) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Everything a snapshot derives, in product ids (indices differ between a patched and a fresh snapshot). */
function derived(loaded: LoadedSnapshot) {
  const s = loaded.snapshot;
  const orders = Object.fromEntries(Object.entries(s.orders).filter(([name]) => name !== "newestRank").map(([name, order]) => [name, Array.from(order as Int32Array, (i) => s.ids[i])]));
  const listedIds = [...s.orders.newest].map((i) => s.ids[i]!).sort();
  const scores = loaded.ranking.score({ words: ["chanel", "black", "fl"], lastIsPrefix: true }, Int32Array.from(listedIds, (id) => s.indexOf.get(id)!));
  return {
    live: s.live,
    orders,
    vocabulary: [...loaded.vocabulary.words].sort(([a], [b]) => (a < b ? -1 : 1)),
    corrected: ["chanle", "hermes", "neverfll", "totte", "blak"].map((w) => loaded.vocabulary.correct({ words: [w], lastIsPrefix: false }).words[0]),
    terms: loaded.terms,
    scores: Object.fromEntries(listedIds.map((id, k) => [id, scores[k]])),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertCollections(database.db.kysely, DESIGNERS);
  for (let n = 0; n < 30; n++) {
    const pick = Array.from({ length: 13 }, (_, k) => (n * 7 + k * 13 + n * k) % 997);
    const row = await insertProduct(database.db.kysely, { ...productFields(n, pick), updated_at: nextStamp(), images: 0, state: STATES[n % STATES.length]! });
    ids.push(row.id);
    await setTags(row.id, (n * 37) % 128);
  }
  patchedLookup = new CountingLookup(database.db, clock);
  patched = newSearch(patchedLookup);
  // Derive everything now, so the changes below patch the vocabulary, suggestions and ranking instead of building them.
  (await patched.currentSnapshot()).derive();
});
afterAll(async () => {
  await database.drop();
});

describe("an incrementally patched catalog snapshot", () => {
  it("answers every search, list and facet count as a fresh build after random sequences of changes", async () => {
    const fullReads = patchedLookup.fullReads;
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        for (const c of changes) await apply(c);
        const fresh = newSearch();
        for (const r of REQUESTS) expect(await answer(patched, r)).toEqual(await answer(fresh, r));
        expect(derived(await patched.currentSnapshot())).toEqual(derived(await fresh.currentSnapshot()));
        const autocomplete = async (service: SearchService) => service.autocomplete("cha", viewer);
        expect(await autocomplete(patched)).toEqual(await autocomplete(fresh));
      }),
      { numRuns: 25 },
    );
    // The patched service never read the whole catalog again: every change came in as a patch.
    expect(patchedLookup.fullReads).toBe(fullReads);
  }, 600_000);
});
