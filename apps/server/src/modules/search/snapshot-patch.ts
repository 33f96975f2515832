import { foldText } from "@maison/domain/search/query-text";
import type { SnapshotRow } from "../catalog/product-lookup.service.ts";
import { FIRST_LOOK_TAG, STATE_SOLD, writeRow, type CatalogSnapshot, type RowColumns } from "./catalog-snapshot.ts";
import { ORDERED_SORTS, orderComparisons, patchOrder, rankOf, type OrderedSort } from "./sort-orders.ts";

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
 * whole for searches still reading it (nothing it holds is ever written with another value). A product
 * keeps its index for good (the id → index map, the ids and the dictionaries are shared and only grow);
 * a new product takes the next row; a product that left is marked unlisted. Only the columns, tag sets
 * and orders whose values move are copied (a price edit copies the price columns and the three orders by
 * price), and a moved order is patched by finding the changed products by binary search and
 * binary-inserting them back, so the cost follows the changed products, not a sort of the catalog.
 */
export function patchSnapshot(previous: CatalogSnapshot, stamp: string, changes: CatalogChanges): PatchedSnapshot {
  const indexOf = previous.indexOf;
  // Ids are shared along the lineage (an index's id never changes; new products are appended).
  const ids = previous.ids;
  const touched: number[] = [];
  const rowAt = new Map<number, SnapshotRow>();
  for (const row of changes.rows) {
    let i = indexOf.get(row.id);
    if (i === undefined || i >= ids.length) {
      i = ids.length;
      indexOf.set(row.id, i);
      ids.push(row.id);
    }
    if (!rowAt.has(i)) touched.push(i);
    rowAt.set(i, row);
  }
  const gone: number[] = [];
  for (const id of changes.goneIds) {
    const i = indexOf.get(id);
    if (i !== undefined && i < previous.count && previous.listed[i] === 1 && !rowAt.has(i)) gone.push(i);
  }
  const count = ids.length;
  const grows = count > previous.count;
  const isNew = (i: number) => i >= previous.count;

  // Each changed row's tags (folded), then the tag sets whose bits move, copied; the others shared.
  const tagsAt = new Map<number, Set<string>>();
  for (const i of touched) tagsAt.set(i, new Set());
  for (const { product_id, tag } of changes.tags) {
    const i = indexOf.get(product_id);
    if (i !== undefined) tagsAt.get(i)?.add(foldText(tag));
  }
  const tagSets = new Map<string, Uint8Array>(previous.tagSets);
  const keys = new Set<string>(previous.tagSets.keys());
  for (const tags of tagsAt.values()) for (const key of tags) keys.add(key);
  for (const key of keys) {
    const before = previous.tagSets.get(key);
    const bit = (i: number) => (before && !isNew(i) ? before[i]! : 0);
    const moves = grows || gone.some((i) => bit(i) === 1) || touched.some((i) => bit(i) !== (tagsAt.get(i)!.has(key) ? 1 : 0));
    if (!moves) continue;
    const set = before ? grown(before, count) : new Uint8Array(count);
    for (const i of gone) set[i] = 0;
    for (const i of touched) set[i] = tagsAt.get(i)!.has(key) ? 1 : 0;
    tagSets.set(key, set);
  }

  // Each changed row written once into a one-row scratch, then only the columns whose values move are copied.
  const designerHandles = previous.designerHandles.slice();
  const scratch = {} as RowColumns;
  for (const name of ROW_COLUMNS) (scratch as unknown as Record<string, Typed>)[name] = new (previous[name].constructor as new (n: number) => Typed)(touched.length);
  const newColors = new Map<number, number[]>();
  touched.forEach((i, k) => {
    const codes = writeRow(scratch, previous, designerHandles, k, rowAt.get(i)!);
    newColors.set(i, codes);
    const ends = scratch.firstLookEnds;
    if (!tagsAt.get(i)!.has(FIRST_LOOK_TAG)) ends[k] = Number.NaN;
    else if (Number.isNaN(ends[k]!)) ends[k] = Number.POSITIVE_INFINITY;
  });
  const columns = {} as RowColumns;
  const movedColumns = new Set<keyof RowColumns>();
  for (const name of ROW_COLUMNS) {
    const before = previous[name] as Typed;
    const values = scratch[name] as Typed;
    const moves = grows || touched.some((i, k) => !Object.is(before[i], values[k]));
    if (!moves) {
      (columns as unknown as Record<string, Typed>)[name] = before;
      continue;
    }
    movedColumns.add(name);
    const column = grown(before, count);
    touched.forEach((i, k) => (column[i] = values[k]!));
    (columns as unknown as Record<string, Typed>)[name] = column;
  }
  const listingMoves = gone.length > 0 || touched.some((i) => isNew(i) || previous.listed[i] !== 1);
  const listed = listingMoves ? grown(previous.listed, count) : previous.listed;
  if (listingMoves) {
    for (const i of touched) listed[i] = 1;
    for (const i of gone) listed[i] = 0;
  }
  const titlesMove = grows || touched.some((i) => previous.titles[i] !== rowAt.get(i)!.title);
  const titles = titlesMove ? previous.titles.slice() : previous.titles;
  if (titlesMove) for (const i of touched) titles[i] = rowAt.get(i)!.title;

  // Colours: a product's colours are a run of colorCodes; when any run changes, the runs are laid out again.
  const runOf = (i: number) => previous.colorCodes.subarray(previous.colorStart[i]!, previous.colorStart[i + 1]!);
  const colorsMove = grows || touched.some((i) => {
    const before = runOf(i);
    const after = newColors.get(i)!;
    return before.length !== after.length || after.some((code, k) => before[k] !== code);
  });
  let colorStart = previous.colorStart;
  let colorCodes = previous.colorCodes;
  if (colorsMove) {
    colorStart = new Uint32Array(count + 1);
    let colorLength = previous.colorCodes.length;
    for (const [i, codes] of newColors) colorLength += codes.length - (isNew(i) ? 0 : runOf(i).length);
    colorCodes = new Uint16Array(colorLength);
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
    if (!isNew(i) && previous.listed[i] === 1) tally(previous.designer[i]!, previous.model[i]!, previous.state[i]!, -1);
    if (listed[i] === 1) tally(columns.designer[i]!, columns.model[i]!, columns.state[i]!, 1);
  }
  // A designer without listed products has no collection, as in a fresh build.
  for (const i of [...touched, ...gone]) {
    for (const code of [isNew(i) ? -1 : previous.designer[i]!, columns.designer[i]!]) {
      if (code >= 0 && designerListed[code] === 0) designerHandles[code] = "";
    }
  }
  const moved = new Uint8Array(count);
  for (const i of touched) moved[i] = 1;
  for (const i of gone) moved[i] = 1;
  // A sale moves every piece of its model in the best-selling order.
  const soldChanged = [...soldMoved].filter((model) => soldByModel[model] !== (previous.soldByModel[model] ?? 0));
  const soldOfModelMoves = grows || soldChanged.length > 0 || touched.some((i) => previous.soldOfModel[i] !== soldByModel[columns.model[i]!]);
  const soldOfModel = soldOfModelMoves ? grown(previous.soldOfModel, count) : previous.soldOfModel;
  if (soldOfModelMoves) for (const i of touched) soldOfModel[i] = soldByModel[columns.model[i]!]!;
  // Copied only when a sale moves other pieces of its model (a copy of a byte per product, per patch, otherwise).
  const bestSellingMoved = soldChanged.length > 0 ? moved.slice() : moved;
  const bestSellingInserted: number[] = [...touched];
  const bestSellingLocated: number[] = [...touched, ...gone];
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

  // An order is patched only when a sort key of a changed product moved (or products came or went).
  const sortColumns = { ids, priceCents: columns.priceCents, publishedAt: columns.publishedAt, favorites: columns.favorites, percentOff: columns.percentOff, soldOfModel };
  const compare = orderComparisons(sortColumns);
  const previousCompare = orderComparisons(previous);
  const inserted = Int32Array.from(touched);
  const located = [...touched, ...gone];
  const keyColumns: Record<OrderedSort, ReadonlyArray<keyof RowColumns>> = {
    newest: ["publishedAt"],
    "most-popular": ["favorites"],
    "best-selling": ["favorites"],
    "price-asc": ["priceCents"],
    "price-desc": ["priceCents"],
    "percent-off-retail": ["percentOff"],
  };
  const orders = { ...previous.orders };
  for (const sort of ORDERED_SORTS) {
    const keyMoved = keyColumns[sort].some((name) => movedColumns.has(name)) || (sort === "best-selling" && soldOfModelMoves);
    if (!listingMoves && !keyMoved) continue;
    orders[sort] =
      sort === "best-selling"
        ? patchOrder(previous.orders[sort], bestSellingMoved, Int32Array.from(bestSellingInserted), compare[sort], { products: bestSellingLocated, compare: previousCompare[sort] })
        : patchOrder(previous.orders[sort], moved, inserted, compare[sort], { products: located, compare: previousCompare[sort] });
  }
  if (orders.newest !== previous.orders.newest || grows) orders.newestRank = rankOf(orders.newest, count);

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
  const orders = {
    ...previous.orders,
    "most-popular": patchOrder(previous.orders["most-popular"], moved, inserted, compare["most-popular"], { products: changed, compare: before["most-popular"] }),
    "best-selling": patchOrder(previous.orders["best-selling"], moved, inserted, compare["best-selling"], { products: changed, compare: before["best-selling"] }),
  };
  return { ...previous, favorites, orders };
}
