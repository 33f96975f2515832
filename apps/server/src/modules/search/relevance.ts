import { searchWords } from "@maison/domain/search/query-text";
import type { CatalogSnapshot } from "./catalog-snapshot.ts";
import type { TextQuery } from "./text-match.ts";

/**
 * How much a query word counts where it is found: the designer most, then the title, the model, the
 * other attributes (item type, category, colours); a word found only elsewhere in the indexed text
 * (materials, tags, description) counts least.
 */
export const FIELD_WEIGHTS = { designer: 10, title: 5, model: 3, attributes: 1, elsewhere: 0.5 } as const;

/** Word ids of a list of texts, one list per text (compressed: words of text k are at start[k] .. start[k + 1]). */
interface WordLists {
  start: Uint32Array;
  words: Int32Array;
}

function wordLists(texts: readonly string[], idOf: (word: string) => number): WordLists {
  const start = new Uint32Array(texts.length + 1);
  const words: number[] = [];
  texts.forEach((text, k) => {
    start[k] = words.length;
    for (const word of new Set(searchWords(text))) words.push(idOf(word));
  });
  start[texts.length] = words.length;
  return { start, words: Int32Array.from(words) };
}

/**
 * The words of each product's designer, title, model and attributes as word ids, built once per
 * snapshot so that ranking the full-text index's matches is a few array reads per product.
 */
export class RankingFields {
  private readonly ids = new Map<string, number>();
  private readonly designer: WordLists;
  private readonly model: WordLists;
  private readonly itemType: WordLists;
  private readonly category: WordLists;
  private readonly color: WordLists;
  private readonly title: WordLists;
  private readonly titleOf: Int32Array;

  constructor(private readonly s: CatalogSnapshot) {
    const idOf = (word: string) => {
      let id = this.ids.get(word);
      if (id === undefined) this.ids.set(word, (id = this.ids.size));
      return id;
    };
    this.designer = wordLists(s.designers.values, idOf);
    this.model = wordLists(s.models.values.map((key) => key.split("\u0000")[1] ?? ""), idOf);
    this.itemType = wordLists(s.itemTypes.values, idOf);
    this.category = wordLists(s.categories.values, idOf);
    this.color = wordLists(s.colors.values, idOf);
    // Titles repeat a lot (formulaic names); each distinct title is split once.
    const distinct = new Map<string, number>();
    this.titleOf = new Int32Array(s.count);
    s.titles.forEach((title, i) => {
      let k = distinct.get(title);
      if (k === undefined) distinct.set(title, (k = distinct.size));
      this.titleOf[i] = k;
    });
    this.title = wordLists([...distinct.keys()], idOf);
  }

  /** Word-id masks, one per query word: the word itself, or every known word it begins when it is a prefix. */
  private masks(query: TextQuery): Uint8Array[] {
    const last = query.words.length - 1;
    return query.words.map((typed, k) => {
      const mask = new Uint8Array(this.ids.size);
      if (query.lastIsPrefix && k === last) {
        for (const [word, id] of this.ids) if (word.startsWith(typed)) mask[id] = 1;
      } else {
        const id = this.ids.get(typed);
        if (id !== undefined) mask[id] = 1;
      }
      return mask;
    });
  }

  /** Relevance of each candidate: per query word, the weight of the best field holding it. */
  score(query: TextQuery, candidates: Int32Array): Float64Array {
    const s = this.s;
    const masks = this.masks(query);
    const scores = new Float64Array(candidates.length);
    const has = (lists: WordLists, k: number, mask: Uint8Array) => {
      for (let w = lists.start[k]!; w < lists.start[k + 1]!; w++) if (mask[lists.words[w]!] === 1) return true;
      return false;
    };
    for (let c = 0; c < candidates.length; c++) {
      const i = candidates[c]!;
      let score = 0;
      for (const mask of masks) {
        if (has(this.designer, s.designer[i]!, mask)) score += FIELD_WEIGHTS.designer;
        else if (has(this.title, this.titleOf[i]!, mask)) score += FIELD_WEIGHTS.title;
        else if (has(this.model, s.model[i]!, mask)) score += FIELD_WEIGHTS.model;
        else if (has(this.itemType, s.itemType[i]!, mask) || has(this.category, s.category[i]!, mask) || this.hasColor(i, mask)) {
          score += FIELD_WEIGHTS.attributes;
        } else score += FIELD_WEIGHTS.elsewhere;
      }
      scores[c] = score;
    }
    return scores;
  }

  private hasColor(i: number, mask: Uint8Array): boolean {
    const s = this.s;
    for (let k = s.colorStart[i]!; k < s.colorStart[i + 1]!; k++) {
      const code = s.colorCodes[k]!;
      for (let w = this.color.start[code]!; w < this.color.start[code + 1]!; w++) if (mask[this.color.words[w]!] === 1) return true;
    }
    return false;
  }
}
