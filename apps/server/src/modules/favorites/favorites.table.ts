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

export interface FavoritesTables {
  favorites: FavoriteTable;
  favorite_shares: FavoriteShareTable;
}
