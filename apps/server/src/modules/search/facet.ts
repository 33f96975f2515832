import type { FilterDefinition } from "@maison/domain/search/filters";
import { DomainError } from "@maison/domain/shared/domain-error";
import { SearchErrorCode } from "@maison/contracts/search";
import type { Bits, BitsMemo } from "./bitset.ts";

export type FacetCount =
  | { type: "Value"; value: string; count: number }
  | { type: "Range"; low: number; high: number | null; displayName: string; count: number };

export type SelectedValue = { type: "Value"; value: string } | { type: "Range"; low: number; high: number | null };

/** One refinement of a request, with where it sits in the body (for error messages). */
export type PlacedRefinement =
  | { field: string; navigationName: string; type: "Value"; value: string }
  | { field: string; navigationName: string; type: "Range"; low: number; high: number | null };

/**
 * One navigation of a search over the snapshot: which products its selected values accept, and how
 * many products have each of its values.
 */
export interface Facet {
  definition: FilterDefinition;
  /** Whether product i passes this navigation's selection; absent when nothing is selected. */
  accepts?: (i: number) => boolean;
  /**
   * Sets, in `bits`, the bit of each product among indices[0 .. length) that passes the selection (only
   * with a selection): the test of `accepts` in one loop of the navigation's own, without a call per product.
   */
  mark?(indices: Int32Array, length: number, bits: Bits): void;
  /**
   * Every product of the snapshot that passes the selection, as a set kept per snapshot (the union of its
   * values' sets), for navigations over stored values; absent for ranges and tests on the clock.
   */
  acceptedBits?(): Bits;
  /** Adds products indices[0 .. length) to the counts. */
  count(indices: Int32Array, length: number): void;
  /** The values to show with their counts, in display order. */
  refinements(): FacetCount[];
  selected: SelectedValue[];
}

/** A refinement the navigation cannot take: 400 naming the refinement's field. */
export function badRefinement(refinement: PlacedRefinement, message: string, at: "value" | "type" = "value"): DomainError {
  return new DomainError("invalid", SearchErrorCode.enum.invalid_refinement, message, `${refinement.field}.${at}`);
}

/** Refuses Range refinements on Value navigations and the other way round, and extra values on single-select ones. */
export function checkShape(definition: FilterDefinition, refinements: readonly PlacedRefinement[]): void {
  for (const r of refinements) {
    if (r.type !== definition.type) {
      throw badRefinement(r, `${definition.displayName} takes ${definition.type} refinements.`, "type");
    }
  }
  if (!definition.multiSelect && refinements.length > 1) {
    throw badRefinement(refinements[1]!, `Only one ${definition.displayName} value may be selected.`);
  }
}

/** String.prototype.localeCompare's order (the default locale and options), without building a collator per call. */
const byLocale = new Intl.Collator().compare;

/** Values with a count, most common first, then alphabetically. */
export function byCountThenValue(a: FacetCount, b: FacetCount): number {
  return b.count - a.count || (a.type === "Value" && b.type === "Value" ? byLocale(a.value, b.value) : 0);
}

/** Marks a set of codes for a quick membership test. */
export function codeSet(codes: Iterable<number>, size: number): Uint8Array {
  const set = new Uint8Array(Math.max(size, 1));
  for (const code of codes) set[code] = 1;
  return set;
}

/** Where a navigation keeps the sets of its values: the snapshot's memo and its number of rows. */
export interface FacetBits {
  memo: BitsMemo;
  rows: number;
}
