/** Words to find, already folded and typo-corrected; the last one is a prefix while still being typed. */
export interface TextQuery {
  words: readonly string[];
  lastIsPrefix: boolean;
}

/**
 * The full-text side of search: which products hold every word (designer, title, model, attributes,
 * tags or description). Ranking happens in memory (relevance.ts); one implementation per engine.
 */
export interface TextIndex {
  /** Ids of the products holding every word. */
  match(query: TextQuery): Promise<string[]>;
}
