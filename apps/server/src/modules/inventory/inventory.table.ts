import type { PieceSource } from "@maison/domain/inventory/piece-lifecycle";

/**
 * Where a piece came from (decision 032): one row per piece, beside its listing in `products`
 * (same id). Inventory owns it, `products.state` and `item_holds`.
 */
export interface PieceProvenanceTable {
  product_id: string;
  source: PieceSource;
  /** `maison` for house stock; `seller` when a seller still owns it (consignment, a loan's collateral). */
  owner_party: string;
  owner_user_id: string | null;
  /** The submission, trade-in, consignment or loan it came from. */
  source_ref: string | null;
  /** What Maison paid or owes for it, in cents; null when unknown (stock listed before provenance). */
  cost_basis_cents: number | null;
  intake_at: string;
  received_at: string | null;
  authenticated_at: string | null;
  listed_at: string | null;
  /** Who created the record (a staff id, a job, `migration`). */
  created_by: string;
}

/** A piece held by a checkout (holder = cart token) until expires_at: the item-hold lifecycle's live state. */
export interface ItemHoldTable {
  product_id: string;
  holder: string;
  expires_at: string;
  created_at: string;
  /** Whom the hold was taken from when it was last taken (null when the piece was free): the audit's `take` or `retake`. */
  previous_holder: string | null;
  /** When that earlier hold lapsed (or lapses: the same holder extending a live hold). */
  previous_expires_at: string | null;
}

export interface InventoryTables {
  piece_provenance: PieceProvenanceTable;
  item_holds: ItemHoldTable;
}
