import { foldText } from "@maison/domain/search/query-text";
import type { SnapshotRow } from "../catalog/product-lookup.service.ts";
import { FIRST_LOOK_TAG, STATE_SOLD, writeRow, type CatalogSnapshot, type RowColumns } from "./catalog-snapshot.ts";
import { ORDERED_SORTS, orderComparisons, patchOrder, rankOf, type SortOrders } from "./sort-orders.ts";

/** What changed in the catalog since a snapshot: the changed products' current facts, and those no longer listed. */
export interface CatalogChanges {
  /** Listed products as they are now (new ones, and any whose facts may have moved). */
  rows: readonly SnapshotRow[];
  /** Products that left the catalog (unlisted, back to draft). */
  goneIds: readonly string[];
  /** Merchandising tags of the products in `rows` (all of them: a row's tags are replaced). */
  tags: ReadonlyArray<{ product_id: string; tag: string }>;
}

export interface PatchedSnapshot {
  snapshot: CatalogSnapshot;
  /** Indices of the products whose row was rewritten or left the catalog. */
  changed: Int32Array;
}

const ROW_COLUMNS = [
  "designer", "category", "itemType", "itemSize", "condition", "exotic", "store", "model", "priceCents",
  "priceBucket", "percentOff", "offRetailBucket", "state", "publishedAt", "favorites", "firstLookEnds",
] as const satisfies ReadonlyArray<keyof RowColumns>;

type Typed = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;

function grown<T extends Typed>(column: T, size: number): T {
  const copy = new (column.constructor as new (length: number) => T)(size);
  copy.set(column);
  return copy;
}

/**
 * A new snapshot with the changed products rewritten, copy on write: the previous snapshot stays
 * whole for searches still reading it. A product keeps its index for good (the id → index map and the
 * dictionaries are shared and only grow); a new product takes the next row; a product that left is
 * marked unlisted. Columns are copied (a few megabytes at 100,000 products, about a millisecond) and
 * each presorted order is patched by taking the changed products out and binary-inserting them back,
 * so the cost follows the number of changed products, not a sort of the catalog.
 */
export function patchSnapshot(previous: CatalogSnapshot, stamp: string, changes: CatalogChanges): PatchedSnapshot {
  const indexOf = previous.indexOf;
  // Ids are shared along the lineage (an index's id never changes; new products are appended).
  const ids = previous.ids;
  const titles = previous.titles.slice();
  const touched: number[] = [];
  const rowAt = new Map<number, SnapshotRow>();
  for (const row of changes.rows) {
    let i = indexOf.get(row.id);
    if (i === undefined || i >= ids.length) {
      i = ids.length;
      indexOf.set(row.id, i);
      ids.push(row.id);
      titles.push(row.title);
    }
    if (!rowAt.has(i)) touched.push(i);
    rowAt.set(i, row);
    titles[i] = row.title;
  }
  const gone: number[] = [];
  for (const id of changes.goneIds) {
    const i = indexOf.get(id);
    if (i !== undefined && i < previous.count && previous.listed[i] === 1 && !rowAt.has(i)) gone.push(i);
  }
  const count = ids.length;
  const columns = {} as RowColumns;
  for (const name of ROW_COLUMNS) (columns as unknown as Record<string, Typed>)[name] = grown(previous[name] as Typed, count);
  const listed = grown(previous.listed, count);
  const designerHandles = previous.designerHandles.slice();

  // Rows, and their colours (a product's colours are a run of colorCodes: the runs are laid out again).
  const newColors = new Map<number, number[]>();
  for (const i of touched) {
    newColors.set(i, writeRow(columns, previous, designerHandles, i, rowAt.get(i)!));
    listed[i] = 1;
  }
  for (const i of gone) listed[i] = 0;
  const colorStart = new Uint32Array(count + 1);
  let colorLength = previous.colorCodes.length;
  for (const [i, codes] of newColors) colorLength += codes.length - (i < previous.count ? previous.colorStart[i + 1]! - previous.colorStart[i]! : 0);
  const colorCodes = new Uint16Array(colorLength);
  let at = 0;
  let row = 0;
  // Rows [row, end) kept as they were: one copy of their run, their starts shifted.
  const keep = (end: number) => {
    const last = Math.min(end, previous.count);
    if (row >= last) return;
    const from = previous.colorStart[row]!;
    const to = previous.colorStart[last]!;
    const shift = at - from;
    for (let i = row; i < last; i++) colorStart[i] = previous.colorStart[i]! + shift;
    colorCodes.set(previous.colorCodes.subarray(from, to), at);
    at += to - from;
  };
  for (const i of [...newColors.keys()].sort((x, y) => x - y)) {
    keep(i);
    colorStart[i] = at;
    colorCodes.set(newColors.get(i)!, at);
    at += newColors.get(i)!.length;
    row = i + 1;
  }
  // Rows past the previous snapshot's are all new, so all rewritten: only kept rows remain.
  keep(count);
  colorStart[count] = at;

  // Merchandising tags: the changed rows' bits are cleared and set again from their current tags.
  const tagSets = new Map<string, Uint8Array>();
  for (const [key, set] of previous.tagSets) {
    const copy = grown(set, count);
    for (const i of touched) copy[i] = 0;
    for (const i of gone) copy[i] = 0;
    tagSets.set(key, copy);
  }
  for (const { product_id, tag } of changes.tags) {
    const i = indexOf.get(product_id);
    if (i === undefined || !rowAt.has(i)) continue;
    const key = foldText(tag);
    let set = tagSets.get(key);
    if (!set) tagSets.set(key, (set = new Uint8Array(count)));
    set[i] = 1;
  }
  const firstLook = tagSets.get(FIRST_LOOK_TAG);
  for (const i of touched) {
    const ends = columns.firstLookEnds;
    if (!firstLook?.[i]) ends[i] = Number.NaN;
    else if (Number.isNaN(ends[i]!)) ends[i] = Number.POSITIVE_INFINITY;
  }

  // Sold pieces per model and listed products per designer, moved by the changed rows alone.
  const soldByModel = grown(previous.soldByModel, previous.models.size);
  const designerListed = grown(previous.designerListed, previous.designers.size);
  const soldMoved = new Set<number>();
  let live = previous.live;
  const tally = (designer: number, model: number, state: number, delta: number) => {
    live += delta;
    designerListed[designer]! += delta;
    if (state === STATE_SOLD) {
      soldByModel[model]! += delta;
      soldMoved.add(model);
    }
  };
  for (const i of [...touched, ...gone]) {
    if (i < previous.count && previous.listed[i] === 1) tally(previous.designer[i]!, previous.model[i]!, previous.state[i]!, -1);
    if (listed[i] === 1) tally(columns.designer[i]!, columns.model[i]!, columns.state[i]!, 1);
  }
  // A designer without listed products has no collection, as in a fresh build.
  for (const i of [...touched, ...gone]) {
    for (const code of [i < previous.count ? previous.designer[i]! : -1, columns.designer[i]!]) {
      if (code >= 0 && designerListed[code] === 0) designerHandles[code] = "";
    }
  }
  const soldOfModel = grown(previous.soldOfModel, count);
  const moved = new Uint8Array(count);
  for (const i of touched) moved[i] = 1;
  for (const i of gone) moved[i] = 1;
  for (const i of touched) soldOfModel[i] = soldByModel[columns.model[i]!]!;
  // A sale moves every piece of its model in the best-selling order.
  const bestSellingMoved = moved.slice();
  const bestSellingInserted: number[] = [...touched];
  const bestSellingLocated: number[] = [...touched, ...gone];
  const soldChanged = [...soldMoved].filter((model) => soldByModel[model] !== (previous.soldByModel[model] ?? 0));
  if (soldChanged.length > 0) {
    const changedModel = new Uint8Array(previous.models.size);
    for (const model of soldChanged) changedModel[model] = 1;
    for (let i = 0; i < count; i++) {
      if (changedModel[columns.model[i]!] !== 1 || moved[i] === 1) continue;
      soldOfModel[i] = soldByModel[columns.model[i]!]!;
      if (listed[i] === 1) {
        bestSellingMoved[i] = 1;
        bestSellingInserted.push(i);
        bestSellingLocated.push(i);
      }
    }
  }

  const sortColumns = { ids, priceCents: columns.priceCents, publishedAt: columns.publishedAt, favorites: columns.favorites, percentOff: columns.percentOff, soldOfModel };
  const compare = orderComparisons(sortColumns);
  const previousCompare = orderComparisons(previous);
  const inserted = Int32Array.from(touched.filter((i) => listed[i] === 1));
  const located = [...touched, ...gone];
  const orders = {} as SortOrders;
  for (const sort of ORDERED_SORTS) {
    orders[sort] =
      sort === "best-selling"
        ? patchOrder(previous.orders[sort], bestSellingMoved, Int32Array.from(bestSellingInserted), compare[sort], { products: bestSellingLocated, compare: previousCompare[sort] })
        : patchOrder(previous.orders[sort], moved, inserted, compare[sort], { products: located, compare: previousCompare[sort] });
  }
  orders.newestRank = rankOf(orders.newest, count);

  const snapshot: CatalogSnapshot = {
    ...previous,
    ...columns,
    stamp,
    count,
    live,
    ids,
    titles,
    designerHandles,
    colorStart,
    colorCodes,
    tagSets,
    soldOfModel,
    soldByModel,
    designerListed,
    listed,
    orders,
  };
  return { snapshot, changed: Int32Array.from([...touched, ...gone]) };
}

/** A new snapshot with new favorites counts (they do not move the catalog's stamp); only the popularity orders move. */
export function patchFavorites(previous: CatalogSnapshot, counts: ReadonlyArray<{ id: string; favorites_count: number }>): CatalogSnapshot | null {
  const favorites = previous.favorites.slice();
  const moved = new Uint8Array(previous.count);
  const changed: number[] = [];
  for (const { id, favorites_count } of counts) {
    const i = previous.indexOf.get(id);
    if (i === undefined || i >= previous.count || previous.listed[i] !== 1 || favorites[i] === favorites_count) continue;
    favorites[i] = favorites_count;
    moved[i] = 1;
    changed.push(i);
  }
  if (changed.length === 0) return null;
  const compare = orderComparisons({ ...previous, favorites });
  const before = orderComparisons(previous);
  const inserted = Int32Array.from(changed);
  const orders: SortOrders = {
    ...previous.orders,
    "most-popular": patchOrder(previous.orders["most-popular"], moved, inserted, compare["most-popular"], { products: changed, compare: before["most-popular"] }),
    "best-selling": patchOrder(previous.orders["best-selling"], moved, inserted, compare["best-selling"], { products: changed, compare: before["best-selling"] }),
  };
  return { ...previous, favorites, orders };
}
