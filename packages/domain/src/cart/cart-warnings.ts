/**
 * Shopify's cart warnings (Storefront API 2024-10 and later; served at 2025-01, decision 081). A
 * Maison piece is one unit in stock: a line never holds more than the shop has, and when a client
 * asks for more the cart keeps what there is and says so with MERCHANDISE_NOT_ENOUGH_STOCK on the
 * line, as Shopify does for a product with one unit in stock.
 */
export interface AskedQuantity {
  /** What was asked for: a variant's id (lines added) or a line's id (lines updated). */
  key: string;
  /** The units the client wants on the cart once the mutation is done. */
  quantity: number;
}

export interface ResultingLine {
  id: string;
  /** The line's variant id, or its own id, as the asks are keyed. */
  key: string;
  quantity: number;
}

export interface StockWarning {
  code: "MERCHANDISE_NOT_ENOUGH_STOCK";
  /** The line the warning is about. */
  lineId: string;
  message: string;
}

export const notEnoughStockMessage = (kept: number) => `Only ${kept} ${kept === 1 ? "item was" : "items were"} added to your cart due to availability.`;

/**
 * One warning per line that holds fewer units than were asked for. A variant the cart refused (sold,
 * unknown) has no line: its userError says why, and it gets no warning.
 */
export function notEnoughStockWarnings(asked: readonly AskedQuantity[], lines: readonly ResultingLine[]): StockWarning[] {
  const wanted = new Map<string, number>();
  for (const a of asked) wanted.set(a.key, Math.max(wanted.get(a.key) ?? 0, a.quantity));
  return lines.flatMap((line) => {
    const quantity = wanted.get(line.key);
    return quantity !== undefined && line.quantity < quantity ? [{ code: "MERCHANDISE_NOT_ENOUGH_STOCK" as const, lineId: line.id, message: notEnoughStockMessage(line.quantity) }] : [];
  });
}
