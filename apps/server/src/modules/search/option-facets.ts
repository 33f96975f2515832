import type { Bucket } from "@maison/domain/search/buckets";
import { inRange } from "@maison/domain/search/buckets";
import { findTagLabel, type TagLabel } from "@maison/domain/search/filter-labels";
import type { FilterDefinition } from "@maison/domain/search/filters";
import { foldText } from "@maison/domain/search/query-text";
import { byteBits, union } from "./bitset.ts";
import { badRefinement, checkShape, type Facet, type FacetBits, type FacetCount, type PlacedRefinement } from "./facet.ts";

/**
 * A numeric navigation shown as the spec's buckets (price, % off retail). A selected range may be any
 * [low, high); `scale` turns the wire's unit into the stored one (dollars → cents, percent → tenths).
 */
export function bucketFacet(
  definition: FilterDefinition,
  values: ArrayLike<number>,
  bucketColumn: Uint8Array,
  buckets: readonly Bucket[],
  scale: number,
  refinements: readonly PlacedRefinement[],
): Facet {
  checkShape(definition, refinements);
  const counts = new Int32Array(256);
  let accepts: ((i: number) => boolean) | undefined;
  let mark: Facet["mark"];
  const ranges = refinements.flatMap((r) =>
    r.type === "Range" ? [{ low: Math.round(r.low * scale), high: r.high === null ? null : Math.round(r.high * scale) }] : [],
  );
  if (ranges.length > 0) {
    accepts = (i) => {
      const value = values[i]!;
      if (value < 0) return false;
      for (const range of ranges) if (inRange(value, range.low, range.high)) return true;
      return false;
    };
    const test = accepts;
    const only = ranges.length === 1 ? ranges[0]! : null;
    mark = only
      ? (indices, length, bits) => {
          // One range (the usual case), tested inline: [low, high), negative values (no price, no retail) never in.
          const low = only.low;
          const high = only.high;
          for (let j = 0; j < length; j++) {
            const i = indices[j]!;
            const value = values[i]!;
            if (value >= 0 && value >= low && (high === null || value < high)) bits[i >>> 5]! |= 1 << (i & 31);
          }
        }
      : (indices, length, bits) => {
          for (let j = 0; j < length; j++) {
            const i = indices[j]!;
            if (test(i)) bits[i >>> 5]! |= 1 << (i & 31);
          }
        };
  }
  return {
    definition,
    accepts,
    mark,
    selected: refinements.map((r) => (r.type === "Range" ? { type: "Range", low: r.low, high: r.high } : { type: "Value", value: r.value })),
    count(indices, length) {
      for (let j = 0; j < length; j++) counts[bucketColumn[indices[j]!]!]! += 1;
    },
    refinements: () =>
      buckets.flatMap((bucket, index): FacetCount[] =>
        counts[index]! > 0 ? [{ type: "Range", low: bucket.low, high: bucket.high, displayName: bucket.label, count: counts[index]! }] : [],
      ),
  };
}

/** A navigation over merchandising tags with friendly labels (featured, clearance discounts, wholesale). */
export function tagFacet(
  definition: FilterDefinition,
  labels: readonly TagLabel[],
  tagSets: ReadonlyMap<string, Uint8Array>,
  refinements: readonly PlacedRefinement[],
  bits?: FacetBits,
): Facet {
  checkShape(definition, refinements);
  const sets = labels.map((label) => tagSets.get(foldText(label.tag)));
  const counts = new Int32Array(labels.length);
  let accepts: ((i: number) => boolean) | undefined;
  let mark: Facet["mark"];
  let acceptedBits: Facet["acceptedBits"];
  if (refinements.length > 0) {
    const chosen = refinements.map((r) => {
      const label = r.type === "Value" ? findTagLabel(labels, r.value) : undefined;
      if (!label) throw badRefinement(r, `${definition.displayName} has no value "${r.type === "Value" ? r.value : ""}".`);
      return sets[labels.indexOf(label)];
    });
    const present = chosen.filter((set): set is Uint8Array => set !== undefined);
    accepts = (i) => {
      for (const set of present) if (set[i] === 1) return true;
      return false;
    };
    mark = (indices, length, out) => {
      for (let j = 0; j < length; j++) {
        const i = indices[j]!;
        for (const set of present) {
          if (set[i] === 1) {
            out[i >>> 5]! |= 1 << (i & 31);
            break;
          }
        }
      }
    };
    if (bits) {
      const keys = refinements.map((r) => foldText(findTagLabel(labels, r.type === "Value" ? r.value : "")!.tag));
      acceptedBits = () =>
        union(
          keys.flatMap((key) => {
            const set = tagSets.get(key);
            return set ? [bits.memo(`bits|tag|${key}`, () => byteBits(set, bits.rows))] : [];
          }),
          bits.rows,
        );
    }
  }
  return {
    definition,
    accepts,
    mark,
    acceptedBits,
    selected: refinements.map((r) => ({ type: "Value", value: r.type === "Value" ? (findTagLabel(labels, r.value)?.label ?? r.value) : "" })),
    count(indices, length) {
      sets.forEach((set, k) => {
        if (!set) return;
        let n = 0;
        for (let j = 0; j < length; j++) n += set[indices[j]!]!;
        counts[k]! += n;
      });
    },
    refinements: () =>
      labels.flatMap((label, k): FacetCount[] => (counts[k]! > 0 ? [{ type: "Value", value: label.label, count: counts[k]! }] : [])),
  };
}

/** A fixed list of options, each a test on a product (availability, VIP); every option is shown with its count. */
export function optionFacet(
  definition: FilterDefinition,
  options: ReadonlyArray<{ value: string; test: ((i: number) => boolean) | null }>,
  refinements: readonly PlacedRefinement[],
): Facet {
  checkShape(definition, refinements);
  const counts = new Int32Array(options.length);
  let accepts: ((i: number) => boolean) | undefined;
  const selected = refinements.map((r) => {
    const option = r.type === "Value" ? options.find((o) => o.value.toLowerCase() === r.value.trim().toLowerCase()) : undefined;
    if (!option) throw badRefinement(r, `${definition.displayName} is one of ${options.map((o) => o.value).join(", ")}.`);
    return option;
  });
  let mark: Facet["mark"];
  if (selected.length > 0) {
    const test = selected[0]!.test;
    accepts = test ?? (() => true);
    const check = accepts;
    mark = (indices, length, bits) => {
      for (let j = 0; j < length; j++) {
        const i = indices[j]!;
        if (check(i)) bits[i >>> 5]! |= 1 << (i & 31);
      }
    };
  }
  return {
    definition,
    accepts,
    mark,
    selected: selected.map((o) => ({ type: "Value", value: o.value })),
    count(indices, length) {
      options.forEach((option, k) => {
        if (!option.test) {
          counts[k]! += length;
          return;
        }
        let n = 0;
        for (let j = 0; j < length; j++) if (option.test(indices[j]!)) n += 1;
        counts[k]! += n;
      });
    },
    refinements: () => options.map((option, k): FacetCount => ({ type: "Value", value: option.value, count: counts[k]! })),
  };
}
