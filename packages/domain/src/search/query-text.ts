/** Lower case without accents: "Hermès" and "hermes" are the same word to search. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** The words of a text as the index sees them: folded, split on anything that is not a letter or digit. */
export function searchWords(text: string): string[] {
  return foldText(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}

/** A search text read as words; the last one is a prefix while the shopper is still typing it. */
export interface ParsedQuery {
  words: string[];
  /** True when the text does not end in a space: "chanel fl" looks for words starting with "fl". */
  lastIsPrefix: boolean;
}

/** At most this many words of a query are used. */
export const MAX_QUERY_WORDS = 8;

export function parseQuery(text: string): ParsedQuery {
  const words = searchWords(text).slice(0, MAX_QUERY_WORDS);
  return { words, lastIsPrefix: words.length > 0 && !/\s$/.test(text) };
}

/** Normalised text of a search, used to count searches and as a cache key. */
export function normalizeSearchText(text: string): string {
  return searchWords(text).join(" ");
}
