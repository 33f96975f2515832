/** A catalog piece as the offer engine compares it (catalog's `PieceFacts`). */
export interface CatalogPiece {
  id: string;
  handle: string;
  title: string;
  sold: boolean;
  priceCents: number;
  date: string;
  designer: string;
  category: string;
  itemType: string;
  model: string | null;
  style: string | null;
  size: string | null;
  condition: string;
  color: string | null;
  accessories: string[];
}

/**
 * What valuation needs of the catalog (catalog's `ProductLookupService` answers it): a designer's sold
 * and listed pieces of a category, and one piece's facts when it sells.
 */
export interface ComparablePieceSource {
  piecesOf(designer: string, category: string): Promise<CatalogPiece[]>;
  pieceFacts(id: string): Promise<CatalogPiece | null>;
}
