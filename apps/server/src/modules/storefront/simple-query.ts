/**
 * Shopify's `query` argument on the lists that filter by a few fields only (collections, pages): terms
 * `field:value` (the value may be quoted, `title:"Our Stores"`, `published_status:'published'`) or bare
 * words, all of which must match; `AND` between terms is accepted. Products have their own, fuller
 * syntax (product-search-query.ts).
 */
export interface QueryTerm {
  /** The field named, lower-case; bare words have none. */
  field: string | null;
  value: string;
}

const TERM = /(?:([a-z_.]+):)?("[^"]*"|'[^']*'|[^\s"']\S*)/giy;

export function queryTerms(query: string | null | undefined): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const text = (query ?? "").trim();
  let at = 0;
  while (at < text.length) {
    if (/\s/.test(text[at]!)) {
      at += 1;
      continue;
    }
    TERM.lastIndex = at;
    const match = TERM.exec(text);
    if (!match) {
      // A lone quote: the rest is one word.
      terms.push({ field: null, value: text.slice(at) });
      break;
    }
    at = TERM.lastIndex;
    const value = match[2]!.replace(/^(["'])(.*)\1$/s, "$2");
    if (!match[1] && value.toUpperCase() === "AND") continue;
    terms.push({ field: match[1]?.toLowerCase() ?? null, value });
  }
  return terms;
}

/**
 * Shopify's `published_status` filter over a list that holds only what is published to the online
 * store (the storefront lists nothing else): `published`, `visible`, `any`, `online_store:visible`…
 * match everything; `unpublished` and anything else, nothing.
 */
export function publishedStatusMatches(value: string): boolean {
  const status = value.toLowerCase();
  return ["any", "published", "visible"].includes(status) || /^[a-z_]+:(visible|published)$/.test(status);
}
