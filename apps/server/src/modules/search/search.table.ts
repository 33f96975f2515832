/** One search someone made: the normalised text (for counting), what was typed, and how many results it had. */
export interface SearchEventTable {
  id: string;
  query: string;
  raw_query: string;
  results_count: number | null;
  /** The signed-in user, from the session; never from the request body. */
  user_id: string | null;
  /** The client's anonymous id (alternate_id or client_id) for visitors. */
  visitor_id: string | null;
  source_url: string | null;
  created_at: string;
}

export interface SearchTables {
  search_events: SearchEventTable;
}
