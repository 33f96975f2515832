import { CATEGORY_TITLES, isCategory } from "@maison/domain/catalog/category";
import { searchWords, type ParsedQuery } from "@maison/domain/search/query-text";
import { correctWord, type VocabularyWord } from "@maison/domain/search/typo";
import type { CatalogSnapshot } from "./catalog-snapshot.ts";
import { NONE } from "./dictionary.ts";

/** The texts of one listed product that the vocabulary counts: title, designer, item type, model, category, colours, exotic skin. */
function productTexts(s: CatalogSnapshot, i: number): string[] {
  const texts = [s.titles[i]!, s.designers.values[s.designer[i]!]!, s.itemTypes.values[s.itemType[i]!]!, modelText(s.models.values[s.model[i]!]!)];
  texts.push(categoryText(s.categories.values[s.category[i]!]!));
  for (let k = s.colorStart[i]!; k < s.colorStart[i + 1]!; k++) texts.push(s.colors.values[s.colorCodes[k]!]!);
  if (s.exotic[i] !== NONE) texts.push(s.exotics.values[s.exotic[i]!]!);
  return texts;
}

const modelText = (key: string) => key.split("\u0000")[1] ?? "";
const categoryText = (key: string) => `${key} ${isCategory(key) ? CATEGORY_TITLES[key] : ""}`;

/**
 * The words shoppers search for — designers, titles, models, item types, colours, categories — with
 * how many listings hold each, built from the snapshot. Typos are corrected against it before the
 * full-text index is asked, so "chanle" finds Chanel on both databases alike. A word's count is a sum
 * over listed products (one per field holding it), so a patched snapshot adjusts it by the changed
 * products alone: their old texts taken away, their new ones added.
 */
export class Vocabulary {
  readonly words = new Map<string, number>();
  private readonly entries = new Map<string, VocabularyWord>();
  private readonly byLength = new Map<number, VocabularyWord[]>();

  constructor(s: CatalogSnapshot) {
    // Texts repeat a lot (formulaic titles, one designer per many products): each distinct text is split once.
    const textCounts = new Map<string, number>();
    for (let i = 0; i < s.count; i++) {
      if (s.listed[i] !== 1) continue;
      for (const text of productTexts(s, i)) textCounts.set(text, (textCounts.get(text) ?? 0) + 1);
    }
    for (const [text, count] of textCounts) this.addText(text, count);
  }

  /** Follows a patch: the changed products' texts in `before` leave, their texts in `after` come. */
  apply(before: CatalogSnapshot, after: CatalogSnapshot, changed: Int32Array): void {
    for (const i of changed) {
      if (i < before.count && before.listed[i] === 1) for (const text of productTexts(before, i)) this.addText(text, -1);
      if (after.listed[i] === 1) for (const text of productTexts(after, i)) this.addText(text, 1);
    }
  }

  private addText(text: string, delta: number): void {
    for (const word of new Set(searchWords(text))) {
      const count = (this.words.get(word) ?? 0) + delta;
      let entry = this.entries.get(word);
      if (count <= 0) {
        this.words.delete(word);
        if (entry) {
          this.entries.delete(word);
          const list = this.byLength.get(word.length)!;
          list.splice(list.indexOf(entry), 1);
        }
        continue;
      }
      this.words.set(word, count);
      if (entry) entry.count = count;
      else {
        this.entries.set(word, (entry = { word, count }));
        const list = this.byLength.get(word.length);
        if (list) list.push(entry);
        else this.byLength.set(word.length, [entry]);
      }
    }
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
