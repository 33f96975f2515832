import type { SearchSort } from "@maison/domain/search/search-sort";

/** The columns a presorted order needs. */
export interface SortColumns {
  ids: string[];
  priceCents: Float64Array;
  publishedAt: Float64Array;
  favorites: Int32Array;
  percentOff: Int32Array;
  soldOfModel: Int32Array;
}

export type OrderedSort = Exclude<SearchSort, "relevance">;

/** Product indices in each sort's order, computed once per snapshot, so a page is a walk along one array. */
export type SortOrders = Record<OrderedSort, Int32Array> & {
  /** Position of each product in the newest-first order: the tie-break of relevance. */
  newestRank: Int32Array;
};

type Compare = (a: number, b: number) => number;

/** Each product's position in id order, so tie-breaks compare numbers instead of strings. */
function idRanks(ids: string[]): Int32Array {
  const order = Int32Array.from({ length: ids.length }, (_, i) => i).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));
  const ranks = new Int32Array(ids.length);
  order.forEach((product, position) => (ranks[product] = position));
  return ranks;
}

function byId(ranks: Int32Array, direction: 1 | -1): Compare {
  return (a, b) => (ranks[a]! - ranks[b]!) * direction;
}

function sorted(count: number, compare: Compare): Int32Array {
  const order = Int32Array.from({ length: count }, (_, i) => i);
  return order.sort(compare);
}

/** Orders with the same tie-breaks as the catalog's list pages (id, in the sort's direction). */
export function buildSortOrders(c: SortColumns): SortOrders {
  const n = c.ids.length;
  const ranks = idRanks(c.ids);
  const idDesc = byId(ranks, -1);
  const idAsc = byId(ranks, 1);
  const newest = sorted(n, (a, b) => c.publishedAt[b]! - c.publishedAt[a]! || idDesc(a, b));
  const newestRank = new Int32Array(n);
  newest.forEach((product, position) => (newestRank[product] = position));
  return {
    newest,
    newestRank,
    ...popularityOrders(c, ranks),
    "price-asc": sorted(n, (a, b) => c.priceCents[a]! - c.priceCents[b]! || idAsc(a, b)),
    "price-desc": sorted(n, (a, b) => c.priceCents[b]! - c.priceCents[a]! || idDesc(a, b)),
    "percent-off-retail": sorted(n, (a, b) => c.percentOff[b]! - c.percentOff[a]! || idDesc(a, b)),
  };
}

/** The orders that depend on favorites counts, which change without moving the catalog's stamp. */
export function popularityOrders(c: SortColumns, ranks: Int32Array = idRanks(c.ids)): Pick<SortOrders, "most-popular" | "best-selling"> {
  const n = c.ids.length;
  const idDesc = byId(ranks, -1);
  return {
    "most-popular": sorted(n, (a, b) => c.favorites[b]! - c.favorites[a]! || idDesc(a, b)),
    "best-selling": sorted(n, (a, b) => c.soldOfModel[b]! - c.soldOfModel[a]! || c.favorites[b]! - c.favorites[a]! || idDesc(a, b)),
  };
}

/** Ids compared as the id ranks compare them (the tie-break of every order). */
function idCompare(ids: string[]): Compare {
  return (a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
}

/** Each order's comparison, the same total order `buildSortOrders` sorts by. */
export function orderComparisons(c: SortColumns): Record<OrderedSort, Compare> {
  const byId = idCompare(c.ids);
  return {
    newest: (a, b) => c.publishedAt[b]! - c.publishedAt[a]! || -byId(a, b),
    "most-popular": (a, b) => c.favorites[b]! - c.favorites[a]! || -byId(a, b),
    "best-selling": (a, b) => c.soldOfModel[b]! - c.soldOfModel[a]! || c.favorites[b]! - c.favorites[a]! || -byId(a, b),
    "price-asc": (a, b) => c.priceCents[a]! - c.priceCents[b]! || byId(a, b),
    "price-desc": (a, b) => c.priceCents[b]! - c.priceCents[a]! || -byId(a, b),
    "percent-off-retail": (a, b) => c.percentOff[b]! - c.percentOff[a]! || -byId(a, b),
  };
}

export const ORDERED_SORTS: readonly OrderedSort[] = ["newest", "most-popular", "best-selling", "price-asc", "price-desc", "percent-off-retail"];

/** Above this many products to move, an order is filtered in one pass instead of searched for each. */
const LOCATE_AT_MOST = 256;

/**
 * An order with the `moved` products taken out and `inserted` (products to place, in any order)
 * put where they belong: each moved product is found by binary search with the order's previous
 * comparison (`located`: the products and that comparison; many moved products are filtered out in one
 * pass instead), each inserted one binary-inserted, and the rest copied in runs, so a change to a
 * few products costs a copy of the order and a few binary searches instead of a sort of the catalog.
 */
export function patchOrder(
  order: Int32Array,
  moved: Uint8Array,
  inserted: Int32Array,
  compare: Compare,
  located?: { products: ArrayLike<number>; compare: Compare },
): Int32Array {
  let kept: Int32Array;
  let n: number;
  if (located && located.products.length <= LOCATE_AT_MOST) {
    const positions: number[] = [];
    for (let k = 0; k < located.products.length; k++) {
      const product = located.products[k]!;
      let low = 0;
      let high = order.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (located.compare(order[middle]!, product) < 0) low = middle + 1;
        else high = middle;
      }
      if (low < order.length && order[low] === product) positions.push(low);
    }
    positions.sort((a, b) => a - b);
    kept = new Int32Array(order.length - positions.length);
    n = 0;
    let from = 0;
    for (const position of positions) {
      kept.set(order.subarray(from, position), n);
      n += position - from;
      from = position + 1;
    }
    kept.set(order.subarray(from), n);
    n += order.length - from;
  } else {
    kept = new Int32Array(order.length);
    n = 0;
    for (let p = 0; p < order.length; p++) {
      const i = order[p]!;
      if (moved[i] !== 1) kept[n++] = i;
    }
  }
  const placing = Int32Array.from(inserted).sort(compare);
  const out = new Int32Array(n + placing.length);
  let from = 0;
  let o = 0;
  for (const product of placing) {
    let low = from;
    let high = n;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(kept[middle]!, product) <= 0) low = middle + 1;
      else high = middle;
    }
    out.set(kept.subarray(from, low), o);
    o += low - from;
    out[o++] = product;
    from = low;
  }
  out.set(kept.subarray(from, n), o);
  return out;
}

/** Each product's position in the newest-first order. */
export function rankOf(order: Int32Array, size: number): Int32Array {
  const ranks = new Int32Array(size);
  for (let position = 0; position < order.length; position++) ranks[order[position]!] = position;
  return ranks;
}
