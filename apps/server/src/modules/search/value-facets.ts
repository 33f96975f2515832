import type { FilterDefinition } from "@maison/domain/search/filters";
import type { Dictionary } from "./dictionary.ts";
import { codeBits, union } from "./bitset.ts";
import { byCountThenValue, checkShape, codeSet, type Facet, type FacetBits, type FacetCount, type PlacedRefinement } from "./facet.ts";

export interface CodeFacetOptions {
  /** How a stored value is shown (category "bags" → "Bags"). */
  display?: (value: string) => string;
  /** Only products whose `column` holds `code` are counted or accepted (bag types count bags only). */
  within?: { column: Uint8Array; code: number };
  /** Display order of the values; by count otherwise. */
  order?: readonly string[];
  /** Where the sets of the selected values are kept (none: the selection is tested product by product). */
  bits?: FacetBits;
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
  let mark: Facet["mark"];
  let acceptedBits: Facet["acceptedBits"];
  if (refinements.length > 0) {
    const codes = valueCodes(dictionary, refinements, options.display);
    const set = codeSet(codes, dictionary.size + 1);
    accepts = within ? (i) => set[column[i]!] === 1 && within.column[i] === within.code : (i) => set[column[i]!] === 1;
    mark = (indices, length, bits) => {
      for (let j = 0; j < length; j++) {
        const i = indices[j]!;
        if (set[column[i]!] === 1 && (!within || within.column[i] === within.code)) bits[i >>> 5]! |= 1 << (i & 31);
      }
    };
    const kept = options.bits;
    if (kept) {
      acceptedBits = () =>
        union(
          codes.map((code) => kept.memo(`bits|${definition.name}|${code}`, () => codeBits(column, code, kept.rows, within))),
          kept.rows,
        );
    }
  }
  return {
    definition,
    accepts,
    mark,
    acceptedBits,
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
  bits?: FacetBits,
): Facet {
  checkShape(definition, refinements);
  const counts = new Int32Array(dictionary.size);
  let accepts: ((i: number) => boolean) | undefined;
  let mark: Facet["mark"];
  let acceptedBits: Facet["acceptedBits"];
  if (refinements.length > 0) {
    const selected = valueCodes(dictionary, refinements);
    const set = codeSet(selected, dictionary.size);
    accepts = (i) => {
      for (let k = start[i]!; k < start[i + 1]!; k++) if (set[codes[k]!] === 1) return true;
      return false;
    };
    mark = (indices, length, out) => {
      for (let j = 0; j < length; j++) {
        const i = indices[j]!;
        for (let k = start[i]!; k < start[i + 1]!; k++) {
          if (set[codes[k]!] === 1) {
            out[i >>> 5]! |= 1 << (i & 31);
            break;
          }
        }
      }
    };
    if (bits) {
      const rows = bits.rows;
      acceptedBits = () =>
        union(
          selected.map((code) =>
            bits.memo(`bits|${definition.name}|${code}`, () => {
              const out = new Uint32Array((rows + 31) >>> 5);
              for (let i = 0; i < rows; i++) {
                for (let k = start[i]!; k < start[i + 1]!; k++) {
                  if (codes[k] === code) {
                    out[i >>> 5]! |= 1 << (i & 31);
                    break;
                  }
                }
              }
              return out;
            }),
          ),
          rows,
        );
    }
  }
  return {
    definition,
    accepts,
    mark,
    acceptedBits,
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
