import { slugify } from "../shared/slug.ts";

/** The seller's catalog search shows 20 skus a page; has_more follows spec 2 §5 (search/search-limits). */
export const SELL_SEARCH_PAGE_SIZE = 20;

/** The words of a text as search compares them: accents and case folded, split on anything not a letter or digit. */
export function searchWords(text: string): string[] {
  return slugify(text).split("-").filter((word) => word.length > 0);
}

/** The text a sku is found by: every word of its facts, each after a space (so a word's start is `% word`). */
export function skuSearchText(facts: readonly string[]): string {
  return ` ${[...new Set(facts.flatMap(searchWords))].join(" ")} `;
}
