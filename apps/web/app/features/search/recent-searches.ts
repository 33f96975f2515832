/** Cookie holding the shopper's recent search terms (spec 2 §9). */
export const RECENT_SEARCHES_COOKIE = "recentSearches";
/** How many recent searches are kept, newest first (spec 2 §9). */
export const RECENT_SEARCHES_LIMIT = 8;
/** How long the cookie lives (spec 2 §9: 1000 days). */
export const RECENT_SEARCHES_MAX_AGE_SECONDS = 1000 * 24 * 60 * 60;

const MAX_TERM_LENGTH = 100;

/** The recent searches stored in a Cookie header (or document.cookie); anything unreadable counts as none. */
export function readRecentSearches(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  const prefix = `${RECENT_SEARCHES_COOKIE}=`;
  const raw = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw.slice(prefix.length)));
    if (!Array.isArray(value)) return [];
    return value
      .filter((term): term is string => typeof term === "string")
      .map(normalizeTerm)
      .filter((term) => term !== "")
      .slice(0, RECENT_SEARCHES_LIMIT);
  } catch {
    return [];
  }
}

/** The list after searching `term`: it moves to the front once (case-insensitive), the oldest fall off. */
export function addRecentSearch(terms: readonly string[], term: string): string[] {
  const clean = normalizeTerm(term);
  if (!clean) return [...terms];
  const key = clean.toLowerCase();
  return [clean, ...terms.filter((t) => t.toLowerCase() !== key)].slice(0, RECENT_SEARCHES_LIMIT);
}

/** The Set-Cookie / document.cookie string that stores the list for 1000 days. */
export function recentSearchesCookie(terms: readonly string[]): string {
  const value = encodeURIComponent(JSON.stringify(terms.slice(0, RECENT_SEARCHES_LIMIT)));
  return `${RECENT_SEARCHES_COOKIE}=${value}; Max-Age=${RECENT_SEARCHES_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** The cookie string that forgets every recent search. */
export function clearedRecentSearchesCookie(): string {
  return `${RECENT_SEARCHES_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function normalizeTerm(term: string): string {
  return term.replace(/\s+/g, " ").trim().slice(0, MAX_TERM_LENGTH);
}
