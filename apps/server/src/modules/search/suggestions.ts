import { AUTOCOMPLETE_BRANDS_SIZE } from "@maison/domain/search/search-limits";
import { foldText, searchWords, type ParsedQuery } from "@maison/domain/search/query-text";
import type { CatalogSnapshot } from "./catalog-snapshot.ts";

/** A phrase worth completing to: a designer, a model or an item type, with its listings and top designers. */
export interface SuggestionTerm {
  value: string;
  words: string[];
  count: number;
  brands: string[];
  kind: "designer" | "item-type" | "model" | "designer-model";
  designerHandle: string | null;
}

function topBrands(counts: Map<number, number>, s: CatalogSnapshot): string[] {
  return [...counts]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || s.designers.values[a[0]]!.localeCompare(s.designers.values[b[0]]!))
    .slice(0, AUTOCOMPLETE_BRANDS_SIZE)
    .map(([code]) => s.designers.values[code]!);
}

interface PhraseEntry {
  value: string;
  count: number;
  brands: Map<number, number>;
  kind: SuggestionTerm["kind"];
  designerHandle: string | null;
  /** The entry as a term, made again when its counts move. */
  term?: SuggestionTerm;
}

/**
 * Every completion phrase of a snapshot with its listings and designers, kept as counts over listed
 * products so a patched snapshot adjusts only the phrases of the changed products; once sorted, the list
 * of terms is kept sorted by taking each changed phrase out and binary-inserting it back.
 */
export class SuggestionIndex {
  private readonly phrases = new Map<string, PhraseEntry>();
  private sorted: SuggestionTerm[] | undefined;
  private s: CatalogSnapshot;
  /** The phrases a patch touches, with their term before it (undefined for a phrase without one). */
  private dirty: Map<string, SuggestionTerm | undefined> | undefined;

  constructor(s: CatalogSnapshot) {
    this.s = s;
    for (let i = 0; i < s.count; i++) if (s.listed[i] === 1) this.product(s, i, 1);
  }

  /** Follows a patch: the changed products' phrases in `before` leave, those in `after` come. */
  apply(before: CatalogSnapshot, after: CatalogSnapshot, changed: Int32Array): void {
    const dirty = (this.dirty = new Map());
    for (const i of changed) {
      if (i < before.count && before.listed[i] === 1) this.product(before, i, -1);
      if (after.listed[i] === 1) this.product(after, i, 1);
    }
    this.dirty = undefined;
    this.s = after;
    const sorted = this.sorted;
    if (!sorted) return;
    for (const [key, old] of dirty) {
      if (old) sorted.splice(position(sorted, old), 1);
      const entry = this.phrases.get(key);
      if (entry) {
        const term = this.termOf(entry);
        sorted.splice(position(sorted, term), 0, term);
      }
    }
  }

  /** Every phrase, most listed first. */
  terms(): SuggestionTerm[] {
    if (!this.sorted) {
      const s = this.s;
      this.sorted = [...this.phrases.values()].map((p) => this.termOf(p)).sort(byListings);
    }
    return this.sorted;
  }

  private termOf(p: PhraseEntry): SuggestionTerm {
    return (p.term ??= { value: p.value, words: searchWords(p.value), count: p.count, brands: topBrands(p.brands, this.s), kind: p.kind, designerHandle: p.designerHandle });
  }

  private product(s: CatalogSnapshot, i: number, delta: number): void {
    const designer = s.designer[i]!;
    const designerName = s.designers.values[designer]!;
    this.bump(designerName, designer, delta, "designer", s.designerHandles[designer] || null);
    this.bump(s.itemTypes.values[s.itemType[i]!]!, designer, delta, "item-type");
    const model = s.models.values[s.model[i]!]!.split("\u0000")[1]!;
    this.bump(model, designer, delta, "model");
    this.bump(`${designerName} ${model}`, designer, delta, "designer-model");
  }

  private bump(value: string, designer: number, delta: number, kind: SuggestionTerm["kind"], designerHandle: string | null = null): void {
    const key = foldText(value);
    let entry = this.phrases.get(key);
    if (this.dirty && !this.dirty.has(key)) this.dirty.set(key, entry?.term);
    if (!entry) this.phrases.set(key, (entry = { value, count: 0, brands: new Map(), kind, designerHandle }));
    entry.count += delta;
    entry.brands.set(designer, (entry.brands.get(designer) ?? 0) + delta);
    entry.term = undefined;
    if (entry.count <= 0) this.phrases.delete(key);
  }
}

const byListings = (a: SuggestionTerm, b: SuggestionTerm) => b.count - a.count || a.value.localeCompare(b.value);

/** Where a term is (or belongs) in a list sorted by listings: the first position not before it. */
function position(sorted: readonly SuggestionTerm[], term: SuggestionTerm): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (byListings(sorted[middle]!, term) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether every word of the query is a word of the phrase (the last one may be the start of one). */
export function phraseMatches(words: readonly string[], query: ParsedQuery): boolean {
  const last = query.words.length - 1;
  return query.words.every((typed, i) =>
    words.some((word) => (query.lastIsPrefix && i === last ? word.startsWith(typed) : word === typed)),
  );
}

/** Completions of the query: phrases starting with what was typed first, then the most listed. */
export function matchTerms(terms: readonly SuggestionTerm[], query: ParsedQuery, limit: number, only?: (t: SuggestionTerm) => boolean): SuggestionTerm[] {
  if (query.words.length === 0) return [];
  const leading: SuggestionTerm[] = [];
  const others: SuggestionTerm[] = [];
  for (const term of terms) {
    if (only && !only(term)) continue;
    if (!phraseMatches(term.words, query)) continue;
    (term.words[0]!.startsWith(query.words[0]!) ? leading : others).push(term);
    if (leading.length >= limit) break;
  }
  return [...leading, ...others].slice(0, limit);
}
