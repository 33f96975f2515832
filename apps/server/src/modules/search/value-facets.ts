import type { FilterDefinition } from "@maison/domain/search/filters";
import type { Dictionary } from "./dictionary.ts";
import { byCountThenValue, checkShape, codeSet, type Facet, type FacetCount, type PlacedRefinement } from "./facet.ts";

export interface CodeFacetOptions {
  /** How a stored value is shown (category "bags" → "Bags"). */
  display?: (value: string) => string;
  /** Only products whose `column` holds `code` are counted or accepted (bag types count bags only). */
  within?: { column: Uint8Array; code: number };
  /** Display order of the values; by count otherwise. */
  order?: readonly string[];
}

function valueCodes(dictionary: Dictionary, refinements: readonly PlacedRefinement[], display?: (value: string) => string): number[] {
  const codes: number[] = [];
  for (const r of refinements) {
    if (r.type !== "Value") continue;
    let code = dictionary.find(r.value);
    if (code === undefined && display) {
      const wanted = r.value.trim().toLowerCase();
      code = dictionary.values.findIndex((v) => display(v).toLowerCase() === wanted);
      if (code === -1) code = undefined;
    }
    // A value no listing has selects nothing: the answer is simply empty.
    if (code !== undefined) codes.push(code);
  }
  return codes;
}

function shown(dictionary: Dictionary, counts: Int32Array, options: CodeFacetOptions): FacetCount[] {
  const values: FacetCount[] = [];
  counts.forEach((count, code) => {
    if (count > 0) values.push({ type: "Value", value: options.display?.(dictionary.values[code]!) ?? dictionary.values[code]!, count });
  });
  if (!options.order) return values.sort(byCountThenValue);
  const rank = (v: FacetCount) => {
    const position = options.order!.indexOf(v.type === "Value" ? v.value : "");
    return position === -1 ? options.order!.length : position;
  };
  return values.sort((a, b) => rank(a) - rank(b) || byCountThenValue(a, b));
}

/** A navigation over a one-value-per-product column (designer, category, item type, condition, size, exotic skin). */
export function codeFacet(
  definition: FilterDefinition,
  column: Uint8Array | Uint16Array,
  dictionary: Dictionary,
  refinements: readonly PlacedRefinement[],
  options: CodeFacetOptions = {},
): Facet {
  checkShape(definition, refinements);
  const counts = new Int32Array(dictionary.size + 1);
  const within = options.within;
  let accepts: ((i: number) => boolean) | undefined;
  if (refinements.length > 0) {
    const set = codeSet(valueCodes(dictionary, refinements, options.display), dictionary.size + 1);
    accepts = within ? (i) => set[column[i]!] === 1 && within.column[i] === within.code : (i) => set[column[i]!] === 1;
  }
  return {
    definition,
    accepts,
    selected: refinements.map((r) => ({ type: "Value", value: r.type === "Value" ? r.value : "" })),
    count(indices, length) {
      if (within) {
        const { column: scope, code } = within;
        for (let j = 0; j < length; j++) {
          const i = indices[j]!;
          if (scope[i] === code) counts[column[i]!]! += 1;
        }
      } else {
        for (let j = 0; j < length; j++) counts[column[indices[j]!]!]! += 1;
      }
    },
    refinements: () => shown(dictionary, counts.subarray(0, dictionary.size), options),
  };
}

/** A navigation over a several-values-per-product column (colours). */
export function multiCodeFacet(
  definition: FilterDefinition,
  start: Uint32Array,
  codes: Uint16Array,
  dictionary: Dictionary,
  refinements: readonly PlacedRefinement[],
): Facet {
  checkShape(definition, refinements);
  const counts = new Int32Array(dictionary.size);
  let accepts: ((i: number) => boolean) | undefined;
  if (refinements.length > 0) {
    const set = codeSet(valueCodes(dictionary, refinements), dictionary.size);
    accepts = (i) => {
      for (let k = start[i]!; k < start[i + 1]!; k++) if (set[codes[k]!] === 1) return true;
      return false;
    };
  }
  return {
    definition,
    accepts,
    selected: refinements.map((r) => ({ type: "Value", value: r.type === "Value" ? r.value : "" })),
    count(indices, length) {
      for (let j = 0; j < length; j++) {
        const i = indices[j]!;
        for (let k = start[i]!; k < start[i + 1]!; k++) counts[codes[k]!]! += 1;
      }
    },
    refinements: () => shown(dictionary, counts, {}),
  };
}
