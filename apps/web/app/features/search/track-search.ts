import type { SEARCH_EVENT_TYPE as SearchEventType } from "@maison/contracts/search";
import { callApi } from "../../lib/browser-api.ts";
import { pushToDataLayer } from "../../lib/data-layer.ts";

export const TRACK_EVENT_PATH = "/api/v6/track/event/";
/** The contract's event type, as a literal checked against it: the contract module would bring zod to the page. */
const SEARCH_EVENT = "search" satisfies typeof SearchEventType;

/** Records a search (spec 2 §7 track event) with its text and how many results it found; failures only cost the record. */
export function trackSearch(query: string, resultsCount: number, searchId: string): void {
  pushToDataLayer({ event: "search", search_term: query, results_count: resultsCount });
  void callApi("POST", TRACK_EVENT_PATH, {
    event_type: SEARCH_EVENT,
    event_properties: { query, results_count: resultsCount, search_id: searchId },
    source_url: window.location.href,
  });
}
