/** The saved For You filters of one user; each column a JSON array of strings. */
export interface ForYouFiltersTable {
  user_id: string;
  designers: string;
  categories: string;
  colors: string;
  conditions: string;
  updated_at: string;
}

export interface ForYouTables {
  for_you_filters: ForYouFiltersTable;
}
