import { searchWords } from "@maison/domain/search/query-text";
import type { CatalogSnapshot } from "./catalog-snapshot.ts";
import type { TextQuery } from "./text-match.ts";

/**
 * How much a query word counts where it is found: the designer most, then the title, the model, the
 * other attributes (item type, category, colours); a word found only elsewhere in the indexed text
 * (materials, tags, description) counts least.
 */
export const FIELD_WEIGHTS = { designer: 10, title: 5, model: 3, attributes: 1, elsewhere: 0.5 } as const;

/** The word ids of each text of a growing list (a dictionary's values, distinct titles), by the text's position. */
class WordLists {
  readonly lists: Int32Array[] = [];

  /** Adds the texts past those already split. */
  extend(texts: readonly string[], idOf: (word: string) => number): void {
    for (let k = this.lists.length; k < texts.length; k++) this.lists.push(Int32Array.from(new Set(searchWords(texts[k]!)), idOf));
  }
}

/** The word tables shared by the snapshots of one lineage: they only grow, so an older snapshot still reads them rightly. */
class WordTables {
  readonly ids = new Map<string, number>();
  readonly designer = new WordLists();
  readonly model = new WordLists();
  readonly itemType = new WordLists();
  readonly category = new WordLists();
  readonly color = new WordLists();
  readonly title = new WordLists();
  readonly titles: string[] = [];
  readonly titleIndex = new Map<string, number>();

  readonly idOf = (word: string): number => {
    let id = this.ids.get(word);
    if (id === undefined) this.ids.set(word, (id = this.ids.size));
    return id;
  };

  /** Splits whatever the snapshot's dictionaries gained since last time. */
  extend(s: CatalogSnapshot): void {
    this.designer.extend(s.designers.values, this.idOf);
    if (this.model.lists.length < s.models.size) this.model.extend(s.models.values.map((key) => key.split("\u0000")[1] ?? ""), this.idOf);
    this.itemType.extend(s.itemTypes.values, this.idOf);
    this.category.extend(s.categories.values, this.idOf);
    this.color.extend(s.colors.values, this.idOf);
  }

  /** The position of a title among the distinct titles (titles repeat a lot: each is split once). */
  titleOf(title: string): number {
    let k = this.titleIndex.get(title);
    if (k === undefined) {
      this.titleIndex.set(title, (k = this.titles.length));
      this.titles.push(title);
      this.title.extend(this.titles, this.idOf);
    }
    return k;
  }
}

/**
 * The words of each product's designer, title, model and attributes as word ids, built once per
 * snapshot lineage so that ranking the full-text index's matches is a few array reads per product;
 * a patched snapshot splits only the texts it adds.
 */
export class RankingFields {
  private readonly tables: WordTables;
  private readonly titleOf: Int32Array;

  constructor(
    private readonly s: CatalogSnapshot,
    tables?: WordTables,
    titleOf?: Int32Array,
  ) {
    this.tables = tables ?? new WordTables();
    this.tables.extend(s);
    if (titleOf) this.titleOf = titleOf;
    else {
      this.titleOf = new Int32Array(s.count);
      for (let i = 0; i < s.count; i++) this.titleOf[i] = this.tables.titleOf(s.titles[i]!);
    }
  }

  /** The fields of a patched snapshot: the changed products' titles looked up again, the rest kept. */
  patched(after: CatalogSnapshot, changed: Int32Array): RankingFields {
    const titleOf = new Int32Array(after.count);
    titleOf.set(this.titleOf.subarray(0, Math.min(this.titleOf.length, after.count)));
    for (const i of changed) titleOf[i] = this.tables.titleOf(after.titles[i]!);
    return new RankingFields(after, this.tables, titleOf);
  }

  /** Word-id masks, one per query word: the word itself, or every known word it begins when it is a prefix. */
  private masks(query: TextQuery): Uint8Array[] {
    const last = query.words.length - 1;
    const ids = this.tables.ids;
    return query.words.map((typed, k) => {
      const mask = new Uint8Array(ids.size);
      if (query.lastIsPrefix && k === last) {
        for (const [word, id] of ids) if (word.startsWith(typed)) mask[id] = 1;
      } else {
        const id = ids.get(typed);
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
    const t = this.tables;
    const has = (lists: WordLists, k: number, mask: Uint8Array) => {
      const words = lists.lists[k];
      if (!words) return false;
      for (let w = 0; w < words.length; w++) if (mask[words[w]!] === 1) return true;
      return false;
    };
    for (let c = 0; c < candidates.length; c++) {
      const i = candidates[c]!;
      let score = 0;
      for (const mask of masks) {
        if (has(t.designer, s.designer[i]!, mask)) score += FIELD_WEIGHTS.designer;
        else if (has(t.title, this.titleOf[i]!, mask)) score += FIELD_WEIGHTS.title;
        else if (has(t.model, s.model[i]!, mask)) score += FIELD_WEIGHTS.model;
        else if (has(t.itemType, s.itemType[i]!, mask) || has(t.category, s.category[i]!, mask) || this.hasColor(i, mask)) {
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
      const words = this.tables.color.lists[s.colorCodes[k]!]!;
      for (let w = 0; w < words.length; w++) if (mask[words[w]!] === 1) return true;
    }
    return false;
  }
}
