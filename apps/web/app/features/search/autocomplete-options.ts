import type { ProductCard } from "@maison/contracts/catalog";
import type { AutocompleteResponse, PopularBagsResponse, TrendingSearchesResponse } from "@maison/contracts/search";
import { productHref } from "@maison/domain/content/navigation";
import {
  AUTOCOMPLETE_SIZE,
  POPULAR_BAGS_MOBILE_SIZE,
  POPULAR_BAGS_SIZE,
  SUGGESTED_DESIGNERS_SIZE,
  TOP_MATCH_SIZE,
  TRENDING_MOBILE_SIZE,
  TRENDING_SIZE,
} from "@maison/domain/search/search-limits";
import { RECENT_SEARCHES_LIMIT } from "./recent-searches.ts";

/** One choice of the search box's list: where it leads, and a product when it is a mini-card. */
export interface SearchOption {
  id: string;
  label: string;
  /** A quiet second line (the designer a term is found under). */
  detail?: string;
  href: string;
  product?: ProductCard;
}

export interface SearchOptionGroup {
  key: string;
  title: string;
  kind: "terms" | "products";
  options: SearchOption[];
}

export const searchHref = (q: string, designer?: string): string => {
  const params = new URLSearchParams({ q });
  if (designer) params.append("designer", designer);
  return `/search?${params}`;
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/**
 * What the box offers for typed text (spec 2 §9): search terms with the first brand each is found
 * under (8 terms), designers (up to 8) and top matches (3 mini-cards, once the text has rested for
 * 450 ms).
 */
export function typedGroups(answer: AutocompleteResponse, topMatches: readonly ProductCard[]): SearchOptionGroup[] {
  const terms: SearchOption[] = answer.searchTerms.slice(0, AUTOCOMPLETE_SIZE).flatMap((term) => [
    { id: `term-${slug(term.value)}`, label: term.value, href: searchHref(term.value) },
    ...term.additionalInfo.brands.slice(0, 1).map((brand) => ({
      id: `term-${slug(term.value)}-in-${slug(brand)}`,
      label: term.value,
      detail: `in ${brand}`,
      href: searchHref(term.value, brand),
    })),
  ]);
  const designers = answer.designers.slice(0, SUGGESTED_DESIGNERS_SIZE).map((d) => ({ id: `designer-${d.handle}`, label: d.name, href: d.url }));
  const matches = topMatches.slice(0, TOP_MATCH_SIZE).map(productOption("top"));
  return [
    { key: "terms", title: "Suggestions", kind: "terms" as const, options: terms },
    { key: "designers", title: "Designers", kind: "terms" as const, options: designers },
    { key: "top", title: "Top matches", kind: "products" as const, options: matches },
  ].filter((group) => group.options.length > 0);
}

/**
 * What the box offers before anything is typed: recent searches (8, newest first), trending searches
 * and designers (cut to 4 on phones) and popular bags (cut to 3 on phones).
 */
export function emptyGroups(
  recent: readonly string[],
  trending: TrendingSearchesResponse | null,
  popular: PopularBagsResponse | null,
  mobile: boolean,
): SearchOptionGroup[] {
  const trendingSize = mobile ? TRENDING_MOBILE_SIZE : TRENDING_SIZE;
  const bagsSize = mobile ? POPULAR_BAGS_MOBILE_SIZE : POPULAR_BAGS_SIZE;
  return [
    {
      key: "recent",
      title: "Recent searches",
      kind: "terms" as const,
      options: recent.slice(0, RECENT_SEARCHES_LIMIT).map((q) => ({ id: `recent-${slug(q)}`, label: q, href: searchHref(q) })),
    },
    {
      key: "trending",
      title: "Trending searches",
      kind: "terms" as const,
      options: (trending?.default_searches ?? []).slice(0, trendingSize).map((s) => ({ id: `trending-${slug(s.value)}`, label: s.value, href: s.url })),
    },
    {
      key: "trending-designers",
      title: "Trending designers",
      kind: "terms" as const,
      options: (trending?.default_designers ?? []).slice(0, trendingSize).map((d) => ({ id: `trending-designer-${d.handle}`, label: d.name, href: d.url })),
    },
    { key: "popular", title: "Popular bags", kind: "products" as const, options: (popular?.products ?? []).slice(0, bagsSize).map(productOption("popular")) },
  ].filter((group) => group.options.length > 0);
}

function productOption(prefix: string) {
  return (product: ProductCard): SearchOption => ({
    id: `${prefix}-${product.id}`,
    label: product.title,
    detail: product.vendor,
    href: productHref(product.handle),
    product,
  });
}
