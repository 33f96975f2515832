/** A search the user saved: the page's storefront address and the words they searched for. */
export interface SavedSearchTable {
  id: string;
  user_id: string;
  bc_url: string;
  search_text: string;
  created_at: string;
  updated_at: string;
}

/** A selling-catalog sku the user follows (its price evolution, offers). */
export interface SavedSkuTable {
  id: string;
  user_id: string;
  sku_id: string;
  created_at: string;
}

export interface SavedSearchesTables {
  saved_searches: SavedSearchTable;
  saved_skus: SavedSkuTable;
}
