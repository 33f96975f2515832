/** The newest view of a product by a signed-in user; the newest RECENTLY_VIEWED_KEEP are kept. */
export interface RecentlyViewedTable {
  user_id: string;
  product_id: string;
  viewed_at: string;
}

export interface RecentlyViewedTables {
  recently_viewed: RecentlyViewedTable;
}
