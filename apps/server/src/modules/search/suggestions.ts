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
    .sort((a, b) => b[1] - a[1] || s.designers.values[a[0]]!.localeCompare(s.designers.values[b[0]]!))
    .slice(0, AUTOCOMPLETE_BRANDS_SIZE)
    .map(([code]) => s.designers.values[code]!);
}

/** Every completion phrase of a snapshot, most listed first. */
export function buildSuggestionTerms(s: CatalogSnapshot): SuggestionTerm[] {
  type Entry = { value: string; count: number; brands: Map<number, number>; kind: SuggestionTerm["kind"]; designerHandle: string | null };
  const phrases = new Map<string, Entry>();
  const bump = (value: string, designer: number, kind: SuggestionTerm["kind"], designerHandle: string | null = null) => {
    const key = foldText(value);
    let entry = phrases.get(key);
    if (!entry) phrases.set(key, (entry = { value, count: 0, brands: new Map(), kind, designerHandle }));
    entry.count += 1;
    entry.brands.set(designer, (entry.brands.get(designer) ?? 0) + 1);
  };
  for (let i = 0; i < s.count; i++) {
    const designer = s.designer[i]!;
    const designerName = s.designers.values[designer]!;
    bump(designerName, designer, "designer", s.designerHandles[designer] ?? null);
    bump(s.itemTypes.values[s.itemType[i]!]!, designer, "item-type");
    const model = s.models.values[s.model[i]!]!.split("\u0000")[1]!;
    bump(model, designer, "model");
    bump(`${designerName} ${model}`, designer, "designer-model");
  }
  return [...phrases.values()]
    .map((p) => ({ value: p.value, words: searchWords(p.value), count: p.count, brands: topBrands(p.brands, s), kind: p.kind, designerHandle: p.designerHandle }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
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
