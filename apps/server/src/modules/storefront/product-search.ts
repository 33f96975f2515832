import { foldText } from "@maison/domain/search/query-text";
import { STATE_AVAILABLE, type CatalogSnapshot } from "../search/catalog-snapshot.ts";
import type { ProductQuery } from "./product-search-query.ts";
import { publishedStatusMatches } from "./simple-query.ts";

/** Shopify's ProductSortKeys. */
export type ProductSortKey = "BEST_SELLING" | "CREATED_AT" | "ID" | "PRICE" | "PRODUCT_TYPE" | "RELEVANCE" | "TITLE" | "UPDATED_AT" | "VENDOR";

/** Times the snapshot does not hold, aligned with its rows (NaN: unknown). */
export interface SnapshotTimes {
  createdAt: Float64Array;
  updatedAt: Float64Array;
}

function contains(haystack: string, needle: string): boolean {
  return foldText(haystack).includes(needle);
}

function wildcard(value: string): RegExp {
  const escaped = foldText(value).replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`);
}

/** A predicate over snapshot rows for a parsed query. */
export function compileQuery(s: CatalogSnapshot, query: ProductQuery): (i: number) => boolean {
  switch (query.kind) {
    case "all":
      return () => true;
    case "and": {
      const parts = query.items.map((q) => compileQuery(s, q));
      return (i) => parts.every((p) => p(i));
    }
    case "or": {
      const parts = query.items.map((q) => compileQuery(s, q));
      return (i) => parts.some((p) => p(i));
    }
    case "not": {
      const inner = compileQuery(s, query.item);
      return (i) => !inner(i);
    }
    case "text": {
      const word = foldText(query.value);
      return (i) =>
        contains(s.titles[i]!, word) || contains(s.designers.values[s.designer[i]!]!, word) || contains(s.itemTypes.values[s.itemType[i]!]!, word);
    }
    case "field":
      return compileField(s, query);
  }
}

function compileField(s: CatalogSnapshot, term: Extract<ProductQuery, { kind: "field" }>): (i: number) => boolean {
  const value = term.value;
  switch (term.field) {
    case "available_for_sale": {
      const wanted = value.toLowerCase() === "true";
      return (i) => (s.state[i] === STATE_AVAILABLE) === wanted;
    }
    case "tag":
    case "tag_not": {
      const set = s.tagSets.get(foldText(value));
      return term.field === "tag" ? (i) => set?.[i] === 1 : (i) => set?.[i] !== 1;
    }
    case "title": {
      const pattern = value.includes("*") ? wildcard(value) : null;
      const needle = foldText(value);
      return (i) => (pattern ? pattern.test(foldText(s.titles[i]!)) : contains(s.titles[i]!, needle));
    }
    case "vendor": {
      const pattern = wildcard(value);
      return (i) => pattern.test(foldText(s.designers.values[s.designer[i]!]!));
    }
    case "product_type": {
      const pattern = wildcard(value);
      return (i) => pattern.test(foldText(s.itemTypes.values[s.itemType[i]!]!));
    }
    case "published_status": {
      // Every piece the storefront lists is published to it.
      const matches = publishedStatusMatches(value);
      return () => matches;
    }
    case "variants.price": {
      const cents = Math.round(Number(value) * 100);
      if (!Number.isFinite(cents)) return () => false;
      const compare = term.comparator;
      return (i) => {
        const price = s.priceCents[i]!;
        if (compare === ">") return price > cents;
        if (compare === ">=") return price >= cents;
        if (compare === "<") return price < cents;
        if (compare === "<=") return price <= cents;
        return price === cents;
      };
    }
  }
}

function byNumericId(s: CatalogSnapshot): (a: number, b: number) => number {
  return (a, b) => {
    const x = s.ids[a]!;
    const y = s.ids[b]!;
    return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
  };
}

/**
 * Row indices of the matching products in Shopify's order for the sort key (ascending, best sellers
 * first, as Shopify lists them), reversed when asked; ties fall back to the id.
 */
export function orderRows(s: CatalogSnapshot, matches: (i: number) => boolean, sortKey: ProductSortKey, reverse: boolean, times: SnapshotTimes | null): number[] {
  const idOrder = byNumericId(s);
  let rows: number[];
  const presorted = (order: Int32Array) => Array.from(order).filter(matches);
  const sortedBy = (compare: (a: number, b: number) => number) => {
    const found: number[] = [];
    for (let i = 0; i < s.count; i++) if (matches(i)) found.push(i);
    return found.sort((a, b) => compare(a, b) || idOrder(a, b));
  };
  switch (sortKey) {
    case "PRICE":
      rows = presorted(s.orders["price-asc"]);
      break;
    case "BEST_SELLING":
      rows = presorted(s.orders["best-selling"]);
      break;
    case "RELEVANCE":
      // Without a ranked text search the most relevant pieces are the newest, as on the site's lists.
      rows = presorted(s.orders.newest);
      break;
    case "TITLE":
      rows = sortedBy((a, b) => foldText(s.titles[a]!).localeCompare(foldText(s.titles[b]!)));
      break;
    case "VENDOR":
      rows = sortedBy((a, b) => s.designers.values[s.designer[a]!]!.localeCompare(s.designers.values[s.designer[b]!]!));
      break;
    case "PRODUCT_TYPE":
      rows = sortedBy((a, b) => s.itemTypes.values[s.itemType[a]!]!.localeCompare(s.itemTypes.values[s.itemType[b]!]!));
      break;
    case "CREATED_AT":
      rows = sortedBy((a, b) => times!.createdAt[a]! - times!.createdAt[b]!);
      break;
    case "UPDATED_AT":
      rows = sortedBy((a, b) => times!.updatedAt[a]! - times!.updatedAt[b]!);
      break;
    case "ID":
      rows = sortedBy(() => 0);
      break;
  }
  return reverse ? rows.reverse() : rows;
}
