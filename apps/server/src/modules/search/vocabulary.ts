import { CATEGORY_TITLES, isCategory } from "@maison/domain/catalog/category";
import { searchWords, type ParsedQuery } from "@maison/domain/search/query-text";
import { correctWord, type VocabularyWord } from "@maison/domain/search/typo";
import type { CatalogSnapshot } from "./catalog-snapshot.ts";

/**
 * The words shoppers search for — designers, titles, models, item types, colours, categories — with
 * how many listings hold each, built from the snapshot. Typos are corrected against it before the
 * full-text index is asked, so "chanle" finds Chanel on both databases alike.
 */
export class Vocabulary {
  readonly words = new Map<string, number>();
  private readonly byLength = new Map<number, VocabularyWord[]>();

  constructor(s: CatalogSnapshot) {
    const titleCounts = new Map<string, number>();
    for (const title of s.titles) titleCounts.set(title, (titleCounts.get(title) ?? 0) + 1);
    for (const [title, count] of titleCounts) this.addText(title, count);
    const add = (values: readonly string[], column: ArrayLike<number>) => {
      const counts = new Int32Array(values.length);
      for (let i = 0; i < s.count; i++) {
        const code = column[i]!;
        if (code < values.length) counts[code]! += 1;
      }
      values.forEach((value, code) => this.addText(value, counts[code]!));
    };
    add(s.designers.values, s.designer);
    add(s.itemTypes.values, s.itemType);
    add(s.models.values.map((key) => key.split("\u0000")[1] ?? ""), s.model);
    add(s.categories.values.map((key) => `${key} ${isCategory(key) ? CATEGORY_TITLES[key] : ""}`), s.category);
    add(s.colors.values, countColors(s));
    add(s.exotics.values, s.exotic);
    for (const [word, count] of this.words) {
      const list = this.byLength.get(word.length) ?? [];
      list.push({ word, count });
      this.byLength.set(word.length, list);
    }
  }

  private addText(text: string, count: number): void {
    for (const word of new Set(searchWords(text))) this.words.set(word, (this.words.get(word) ?? 0) + count);
  }

  /** The query with each unknown word replaced by the indexed word it most likely meant (kept as typed when none is close). */
  correct(query: ParsedQuery): ParsedQuery {
    const last = query.words.length - 1;
    const words = query.words.map(
      (word, i) => correctWord(word, this.words, { prefix: query.lastIsPrefix && i === last, byLength: this.byLength }) ?? word,
    );
    return { words, lastIsPrefix: query.lastIsPrefix };
  }
}

/** A column view where product i holds its first colour (colour counts for the vocabulary only). */
function countColors(s: CatalogSnapshot): Uint16Array {
  const first = new Uint16Array(s.count).fill(0xffff);
  for (let i = 0; i < s.count; i++) if (s.colorStart[i + 1]! > s.colorStart[i]!) first[i] = s.colorCodes[s.colorStart[i]!]!;
  return first;
}
