/** One user's favorite product; the pair is unique, so favoriting twice keeps one row. */
export interface FavoriteTable {
  user_id: string;
  product_id: string;
  created_at: string;
}

/** The link that shows a user's favorites to anyone holding it, read-only; one per user. */
export interface FavoriteShareTable {
  user_id: string;
  token: string;
  created_at: string;
}

/** A business user's named favorites list ("VIP collection"); names are unique per user by `name_key`. */
export interface B2bCollectionTable {
  id: string;
  user_id: string;
  name: string;
  /** The name lower-cased with spaces collapsed: two names with the same key are the same list. */
  name_key: string;
  created_at: string;
}

export interface B2bCollectionItemTable {
  collection_id: string;
  product_id: string;
  added_at: string;
}

export interface FavoritesTables {
  favorites: FavoriteTable;
  favorite_shares: FavoriteShareTable;
  b2b_collections: B2bCollectionTable;
  b2b_collection_items: B2bCollectionItemTable;
}
