/** Content as data (migration 0030, decision 065). `piece_ids` is a JSON list; dates ISO-8601 text. */
export interface ContentEntryTable {
  id: string;
  kind: string;
  slug: string;
  state: string;
  title: string;
  summary: string;
  body: string;
  image_url: string | null;
  piece_ids: string;
  published_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface ContentPagesTables {
  content_entries: ContentEntryTable;
}
