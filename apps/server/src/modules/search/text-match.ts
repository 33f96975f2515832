/** Words to find, already folded and typo-corrected; the last one is a prefix while still being typed. */
export interface TextQuery {
  words: readonly string[];
  lastIsPrefix: boolean;
}

/** Products whose text matches, with a relevance score (higher is better) for each. */
export interface TextMatches {
  ids: string[];
  scores: number[];
}

/**
 * The full-text side of search: which products hold every word, and how well. Designer matches weigh
 * most, then title, then model and attributes, then description. One implementation per engine.
 */
export interface TextIndex {
  match(query: TextQuery): Promise<TextMatches>;
}
