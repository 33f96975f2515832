import { OFF_RETAIL_BUCKETS, PRICE_BUCKETS, dollarRangeToCents, inRange, percentRangeToTenths } from "@maison/domain/search/buckets";
import { EXOTIC_MATERIALS } from "@maison/domain/catalog/material";
import { storeName } from "@maison/domain/catalog/store";
import { foldText } from "@maison/domain/search/query-text";
import type { SnapshotRow } from "../catalog/product-lookup.service.ts";
import { Dictionary, NO_BUCKET, NONE } from "./dictionary.ts";
import { buildSortOrders, type SortOrders } from "./sort-orders.ts";

export const STATE_AVAILABLE = 0;
export const STATE_HELD = 1;
export const STATE_SOLD = 2;

/**
 * Every listed product's filterable facts as columns (typed arrays, attributes dictionary-encoded),
 * so a search can filter, count facets and sort 100,000 products in a few milliseconds without
 * asking the database. Built from the database and replaced when the catalog's change stamp moves.
 * Product i is row i of every column.
 */
export interface CatalogSnapshot {
  stamp: string;
  count: number;
  ids: string[];
  indexOf: Map<string, number>;
  titles: string[];
  designer: Uint16Array;
  designers: Dictionary;
  /** Designer handle by designer code. */
  designerHandles: string[];
  category: Uint8Array;
  categories: Dictionary;
  itemType: Uint16Array;
  itemTypes: Dictionary;
  itemSize: Uint16Array;
  itemSizes: Dictionary;
  condition: Uint8Array;
  conditions: Dictionary;
  /** Colours of product i are colorCodes[colorStart[i] .. colorStart[i + 1]). */
  colorStart: Uint32Array;
  colorCodes: Uint16Array;
  colors: Dictionary;
  exotic: Uint16Array;
  exotics: Dictionary;
  /** The boutique a piece is on display in, by its display name (NONE: online only). */
  store: Uint16Array;
  stores: Dictionary;
  /** Designer + model (or style) of each product, for best-selling and suggestions. */
  model: Uint32Array;
  models: Dictionary;
  priceCents: Float64Array;
  priceBucket: Uint8Array;
  /** Tenths of a percent below estimated retail; -1 when the product has no estimated retail price. */
  percentOff: Int32Array;
  offRetailBucket: Uint8Array;
  state: Uint8Array;
  publishedAt: Float64Array;
  favorites: Int32Array;
  /** NaN when the product carries no first-look tag; +Infinity when its preview has no end. */
  firstLookEnds: Float64Array;
  /** Products carrying each merchandising tag (lower-cased), one byte per product. */
  tagSets: Map<string, Uint8Array>;
  /** How many pieces of the product's model have sold. */
  soldOfModel: Int32Array;
  /** Sold pieces by model code, and listed products by designer code (kept so a patch adjusts them). */
  soldByModel: Int32Array;
  designerListed: Int32Array;
  /**
   * 1 while product i is listed. A product that leaves the catalog keeps its row (and its index, so
   * indices stay stable from one patched snapshot to the next) with 0 here; the orders leave it out.
   */
  listed: Uint8Array;
  /** How many products are listed (`count` also counts the rows of products that left). */
  live: number;
  orders: SortOrders;
}

export const FIRST_LOOK_TAG = "bc-filter-vip preview";

function stateCode(state: string): number {
  if (state === "available") return STATE_AVAILABLE;
  if (state === "sold") return STATE_SOLD;
  return STATE_HELD;
}

function parseColors(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

const EXOTIC_PATTERNS = EXOTIC_MATERIALS.map((name) => ({ name, pattern: new RegExp(`\\b${name.toLowerCase()}\\b`) }));

/** The exotic skin a product is made of, named as spec 2 §9 names it ("Ostrich Leg" before "Ostrich"). */
export function exoticMaterialOf(...materials: Array<string | null>): string | undefined {
  const text = materials.filter(Boolean).join(" ").toLowerCase();
  if (!text) return undefined;
  const found = EXOTIC_PATTERNS.filter((e) => e.pattern.test(text)).map((e) => e.name);
  if (found.length === 0) return undefined;
  return found.sort((a, b) => b.length - a.length)[0];
}

function bucketOf(value: number, buckets: ReadonlyArray<{ low: number; high: number | null }>): number {
  const index = buckets.findIndex((b) => inRange(value, b.low, b.high));
  return index === -1 ? NO_BUCKET : index;
}

const PRICE_CENT_BUCKETS = PRICE_BUCKETS.map((b) => dollarRangeToCents(b.low, b.high));
const OFF_RETAIL_TENTH_BUCKETS = OFF_RETAIL_BUCKETS.map((b) => percentRangeToTenths(b.low, b.high));

/** The columns one row writes (every typed column but the colours, held apart as lists). */
export interface RowColumns {
  designer: Uint16Array;
  category: Uint8Array;
  itemType: Uint16Array;
  itemSize: Uint16Array;
  condition: Uint8Array;
  exotic: Uint16Array;
  store: Uint16Array;
  model: Uint32Array;
  priceCents: Float64Array;
  priceBucket: Uint8Array;
  percentOff: Int32Array;
  offRetailBucket: Uint8Array;
  state: Uint8Array;
  publishedAt: Float64Array;
  favorites: Int32Array;
  firstLookEnds: Float64Array;
}

export interface SnapshotDictionaries {
  designers: Dictionary;
  categories: Dictionary;
  itemTypes: Dictionary;
  itemSizes: Dictionary;
  conditions: Dictionary;
  exotics: Dictionary;
  stores: Dictionary;
  models: Dictionary;
  colors: Dictionary;
}

/**
 * Writes row `i`'s facts into the columns (the first-look end as read; the caller applies the tag)
 * and answers its colour codes. The one place a row becomes columns, for a full build and a patch alike.
 */
export function writeRow(s: RowColumns, d: SnapshotDictionaries, designerHandles: string[], i: number, row: SnapshotRow): number[] {
  const designerCode = d.designers.code(row.vendor);
  s.designer[i] = designerCode;
  designerHandles[designerCode] = row.vendor_handle;
  s.category[i] = d.categories.code(row.category);
  s.itemType[i] = d.itemTypes.code(row.item_type);
  s.itemSize[i] = row.item_size ? d.itemSizes.code(row.item_size) : NONE;
  s.condition[i] = d.conditions.code(row.condition);
  const exotic = exoticMaterialOf(row.exterior_material, row.interior_material);
  s.exotic[i] = exotic ? d.exotics.code(exotic) : NONE;
  const store = storeName(row.store_handle);
  s.store[i] = store ? d.stores.code(store) : NONE;
  s.model[i] = d.models.code(`${row.vendor}\u0000${row.model ?? row.style ?? row.item_type}`);
  s.priceCents[i] = row.price_cents;
  s.priceBucket[i] = bucketOf(row.price_cents, PRICE_CENT_BUCKETS);
  const hasRetail = row.estimated_retail_cents !== null && row.estimated_retail_cents > 0;
  s.percentOff[i] = hasRetail ? row.percent_off_retail : -1;
  s.offRetailBucket[i] = hasRetail ? bucketOf(row.percent_off_retail, OFF_RETAIL_TENTH_BUCKETS) : NO_BUCKET;
  s.state[i] = stateCode(row.state);
  s.publishedAt[i] = row.published_at ? Date.parse(row.published_at) : 0;
  s.favorites[i] = row.favorites_count;
  s.firstLookEnds[i] = row.first_look_ends_at !== null ? Date.parse(row.first_look_ends_at) : Number.NaN;
  return parseColors(row.colors).map((color) => d.colors.code(color));
}

type Column = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;

/** A copy of `column` with room for `size` values (the first `length` kept). */
function resized<T extends Column>(column: T, size: number, length: number): T {
  const copy = new (column.constructor as new (n: number) => T)(size);
  copy.set(column.subarray(0, Math.min(length, size)));
  return copy;
}

/**
 * Builds a snapshot from the listed products read a slice at a time: each slice's rows become
 * columns as they arrive and are then dropped, so building the snapshot of 100,000 products never
 * holds 100,000 row objects (and their tags) at once — the largest memory peak of a process
 * (bench/profiles/memory.md). The columns grow by doubling and are cut to size by `finish`.
 */
export class SnapshotBuilder {
  private count = 0;
  private capacity = 0;
  private readonly d: SnapshotDictionaries = {
    designers: new Dictionary(),
    categories: new Dictionary(),
    itemTypes: new Dictionary(),
    itemSizes: new Dictionary(),
    conditions: new Dictionary(),
    exotics: new Dictionary(),
    stores: new Dictionary(),
    models: new Dictionary(),
    colors: new Dictionary(),
  };
  private s: RowColumns & { colorStart: Uint32Array } = SnapshotBuilder.columns(0);
  private colorCodes = new Uint16Array(0);
  private colorLength = 0;
  private readonly designerHandles: string[] = [];
  private readonly ids: string[] = [];
  private readonly titles: string[] = [];
  private readonly indexOf = new Map<string, number>();
  /** Products carrying each tag (folded), as indices until `finish` lays them out as byte columns. */
  private readonly tagged = new Map<string, number[]>();

  private static columns(size: number): RowColumns & { colorStart: Uint32Array } {
    return {
      designer: new Uint16Array(size),
      category: new Uint8Array(size),
      itemType: new Uint16Array(size),
      itemSize: new Uint16Array(size),
      condition: new Uint8Array(size),
      exotic: new Uint16Array(size),
      store: new Uint16Array(size),
      model: new Uint32Array(size),
      priceCents: new Float64Array(size),
      priceBucket: new Uint8Array(size),
      percentOff: new Int32Array(size),
      offRetailBucket: new Uint8Array(size),
      state: new Uint8Array(size),
      publishedAt: new Float64Array(size),
      favorites: new Int32Array(size),
      firstLookEnds: new Float64Array(size),
      colorStart: new Uint32Array(size + 1),
    };
  }

  /** Every column sized to `size` rows. */
  private resize(size: number): void {
    const next = {} as Record<string, Column>;
    for (const [name, column] of Object.entries(this.s) as Array<[string, Column]>) {
      next[name] = resized(column, name === "colorStart" ? size + 1 : size, name === "colorStart" ? this.count + 1 : this.count);
    }
    this.s = next as unknown as RowColumns & { colorStart: Uint32Array };
    this.capacity = size;
  }

  /** Rows of products (each once, in any order) and their merchandising tags (tags of other products are ignored). */
  add(rows: readonly SnapshotRow[], tags: ReadonlyArray<{ product_id: string; tag: string }>): this {
    if (this.count + rows.length > this.capacity) this.resize(Math.max(this.count + rows.length, this.capacity * 2, 1024));
    for (const row of rows) {
      const i = this.count++;
      this.ids.push(row.id);
      this.titles.push(row.title);
      this.indexOf.set(row.id, i);
      this.s.colorStart[i] = this.colorLength;
      const codes = writeRow(this.s, this.d, this.designerHandles, i, row);
      if (this.colorLength + codes.length > this.colorCodes.length) {
        this.colorCodes = resized(this.colorCodes, Math.max(this.colorLength + codes.length, this.colorCodes.length * 2, 1024), this.colorLength);
      }
      this.colorCodes.set(codes, this.colorLength);
      this.colorLength += codes.length;
    }
    this.s.colorStart[this.count] = this.colorLength;
    for (const { product_id, tag } of tags) {
      const i = this.indexOf.get(product_id);
      if (i === undefined) continue;
      const key = foldText(tag);
      const list = this.tagged.get(key);
      if (list) list.push(i);
      else this.tagged.set(key, [i]);
    }
    return this;
  }

  /** The snapshot of every row added, stamped `stamp`. */
  finish(stamp: string): CatalogSnapshot {
    const count = this.count;
    if (this.capacity !== count) this.resize(count);
    const s = this.s;
    const { models, designers } = this.d;
    const tagSets = new Map<string, Uint8Array>();
    for (const [key, indices] of this.tagged) {
      const set = new Uint8Array(count);
      for (const i of indices) set[i] = 1;
      tagSets.set(key, set);
    }
    // The first-look window only counts for products tagged for it.
    const firstLook = tagSets.get(FIRST_LOOK_TAG);
    for (let i = 0; i < count; i++) {
      if (!firstLook?.[i]) s.firstLookEnds[i] = Number.NaN;
      else if (Number.isNaN(s.firstLookEnds[i]!)) s.firstLookEnds[i] = Number.POSITIVE_INFINITY;
    }

    const soldByModel = new Int32Array(models.size);
    for (let i = 0; i < count; i++) if (s.state[i] === STATE_SOLD) soldByModel[s.model[i]!]! += 1;
    const soldOfModel = new Int32Array(count);
    for (let i = 0; i < count; i++) soldOfModel[i] = soldByModel[s.model[i]!]!;
    const designerListed = new Int32Array(designers.size);
    for (let i = 0; i < count; i++) designerListed[s.designer[i]!]! += 1;

    const columns = { ...s, colorCodes: this.colorCodes.slice(0, this.colorLength), ids: this.ids, soldOfModel, listed: new Uint8Array(count).fill(1) };
    return {
      stamp,
      count,
      live: count,
      soldByModel,
      designerListed,
      indexOf: this.indexOf,
      titles: this.titles,
      ...this.d,
      designerHandles: this.designerHandles,
      tagSets,
      ...columns,
      orders: buildSortOrders(columns),
    };
  }
}

export function buildSnapshot(stamp: string, rows: readonly SnapshotRow[], tags: ReadonlyArray<{ product_id: string; tag: string }>): CatalogSnapshot {
  return new SnapshotBuilder().add(rows, tags).finish(stamp);
}
