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

export interface B2bTables {
  b2b_collections: B2bCollectionTable;
  b2b_collection_items: B2bCollectionItemTable;
}
