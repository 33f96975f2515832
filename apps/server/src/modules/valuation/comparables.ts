import { isConditionGrade } from "@maison/domain/catalog/condition";
import type { Comparable } from "@maison/domain/valuation/comparable";
import type { CatalogPiece } from "./comparable-piece-source.ts";
import type { SaleRecordRow } from "./valuation.table.ts";

function parseAccessories(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** A recorded sale as a comparable (null for a grade the engine does not know). */
export function saleComparable(row: SaleRecordRow): Comparable | null {
  if (!isConditionGrade(row.condition)) return null;
  return {
    id: row.product_id ?? row.id,
    handle: null,
    title: row.title,
    kind: "sold",
    priceCents: row.price_cents,
    date: row.sold_at,
    designer: row.designer,
    category: row.category,
    itemType: row.item_type,
    model: row.model,
    style: row.style,
    size: row.size,
    condition: row.condition,
    color: row.color,
    accessories: parseAccessories(row.accessories),
  };
}

/** A catalog piece as a comparable: sold, or listed at its asking price. */
export function pieceComparable(piece: CatalogPiece): Comparable | null {
  if (!isConditionGrade(piece.condition)) return null;
  return { ...piece, kind: piece.sold ? "sold" : "listed", condition: piece.condition };
}

/**
 * Every comparable of a designer's category: the recorded sales, then the catalog's pieces whose sale
 * is not recorded already (a piece sold since the demo seeded is in both; the record wins).
 */
export function mergeComparables(sales: readonly SaleRecordRow[], pieces: readonly CatalogPiece[]): Comparable[] {
  const recorded = new Set(sales.flatMap((s) => (s.product_id ? [s.product_id] : [])));
  const fromSales = sales.flatMap((s) => saleComparable(s) ?? []);
  const byId = new Map(pieces.map((p) => [p.id, p]));
  const fromCatalog = pieces.filter((p) => !recorded.has(p.id)).flatMap((p) => pieceComparable(p) ?? []);
  return [...fromSales.map((c) => ({ ...c, handle: byId.get(c.id)?.handle ?? c.handle })), ...fromCatalog];
}
