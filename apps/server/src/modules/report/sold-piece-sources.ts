/** What the Clair Report needs of the catalog when a piece sells (catalog's `ProductLookupService` answers it). */
export interface SoldPieceFactsSource {
  pieceFacts(id: string): Promise<{
    id: string;
    designer: string;
    category: string;
    model: string | null;
    priceCents: number;
    retailCents: number | null;
  } | null>;
}

/** When a piece was listed (inventory's `InventoryService` answers it from the piece's provenance). */
export interface ListingDateSource {
  provenance(productId: string): Promise<{ listed_at: string | null } | undefined>;
}
