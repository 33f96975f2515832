import { useEffect, useMemo, useRef, useState } from "react";
import type { ProductCard } from "@maison/contracts/catalog";
import { AutocompleteResponse, PopularBagsResponse, TrendingSearchesResponse } from "@maison/contracts/search";
import { debounce, TOP_MATCHES_DEBOUNCE_MS } from "./debounce.ts";
import { createLatestRequest, isAbortError } from "./latest-request.ts";

/** Search terms and designers follow the typing closely; top matches wait for it to rest (450 ms). */
const SUGGESTIONS_DEBOUNCE_MS = 150;

export const AUTOCOMPLETE_PATH = "/api/v6/search/autocomplete/";
export const TRENDING_PATH = "/api/v6/meta/trending-searches/";
export const POPULAR_BAGS_PATH = "/api/v6/meta/popular-bags/";

export interface AutocompleteState {
  answer: AutocompleteResponse | null;
  /** The top matches for text that has rested; empty while typing goes on. */
  topMatches: ProductCard[];
  loading: boolean;
}

/**
 * The suggestions for the typed text. Each new text aborts the call before it (spec 2 §4) and an
 * answer that arrives for older text is dropped (spec 2 §8). Empty text clears everything (spec 2 §5).
 */
export function useAutocomplete(q: string): AutocompleteState {
  const [answer, setAnswer] = useState<{ q: string; body: AutocompleteResponse } | null>(null);
  const [restedQ, setRestedQ] = useState("");
  const [loading, setLoading] = useState(false);
  const latest = useMemo(() => createLatestRequest(), []);
  const text = q.trim();

  const fetchSuggestions = useMemo(
    () =>
      debounce(async (query: string) => {
        const ticket = latest.start();
        setLoading(true);
        try {
          const response = await fetch(`${AUTOCOMPLETE_PATH}?${new URLSearchParams({ q: query })}`, {
            signal: ticket.signal,
            headers: { accept: "application/json" },
            credentials: "same-origin",
          });
          const parsed = AutocompleteResponse.safeParse(await response.json());
          if (!ticket.isCurrent()) return;
          setAnswer(parsed.success ? { q: query, body: parsed.data } : null);
        } catch (error) {
          if (!isAbortError(error)) console.error("search suggestions failed", error);
        } finally {
          if (ticket.isCurrent()) setLoading(false);
        }
      }, SUGGESTIONS_DEBOUNCE_MS),
    [latest],
  );
  const rest = useMemo(() => debounce((query: string) => setRestedQ(query), TOP_MATCHES_DEBOUNCE_MS), []);

  useEffect(() => {
    if (!text) {
      fetchSuggestions.cancel();
      rest.cancel();
      latest.cancel();
      setAnswer(null);
      setRestedQ("");
      setLoading(false);
      return;
    }
    fetchSuggestions(text);
    rest(text);
  }, [text, fetchSuggestions, rest, latest]);

  useEffect(() => () => latest.cancel(), [latest]);

  const current = answer && answer.q === text ? answer.body : null;
  return { answer: current, topMatches: current && restedQ === text ? current.topMatches : [], loading };
}

/** Trending searches and popular bags, loaded once the box first opens. */
export function useSearchStarters(active: boolean) {
  const [trending, setTrending] = useState<TrendingSearchesResponse | null>(null);
  const [popular, setPopular] = useState<PopularBagsResponse | null>(null);
  const loaded = useRef(false);
  useEffect(() => {
    if (!active || loaded.current) return;
    loaded.current = true;
    void getJson(TRENDING_PATH).then((body) => {
      const parsed = TrendingSearchesResponse.safeParse(body);
      if (parsed.success) setTrending(parsed.data);
    });
    void getJson(POPULAR_BAGS_PATH).then((body) => {
      const parsed = PopularBagsResponse.safeParse(body);
      if (parsed.success) setPopular(parsed.data);
    });
  }, [active]);
  return { trending, popular };
}

async function getJson(path: string): Promise<unknown> {
  try {
    const response = await fetch(path, { headers: { accept: "application/json" }, credentials: "same-origin" });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}
