import { skuCode } from "@maison/domain/valuation/sell-sku";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import type { Clock } from "../../db/clock.ts";
import type { ComparablePieceSource } from "./comparable-piece-source.ts";
import { insertSaleRecordOnce } from "./sale-record.repository.ts";

/** The payload of `item.sold` valuation reads: the piece (the transition's subject). */
export interface SoldPieceEvent {
  subjectId: string;
}

/** Maison's sales as they happen: each piece sold through checkout becomes a sale record, once. */
export class SaleHistoryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly pieces: ComparablePieceSource,
  ) {}

  /**
   * Records the piece of an `item.sold` event at its price and the event's time. A redelivered event
   * finds the product's record and changes nothing; returns whether a record was written.
   */
  async recordSold(event: SoldPieceEvent, occurredAt: string): Promise<boolean> {
    const piece = await this.pieces.pieceFacts(event.subjectId);
    if (!piece) throw new Error(`item.sold for an unknown piece ${event.subjectId}`);
    return insertSaleRecordOnce(this.db.kysely, {
      id: newId("sale"),
      product_id: piece.id,
      sku_code: piece.model && piece.style ? skuCode(piece.designer, piece.model, piece.style, piece.size) : null,
      title: piece.title,
      designer: piece.designer,
      category: piece.category,
      item_type: piece.itemType,
      model: piece.model,
      style: piece.style,
      size: piece.size,
      condition: piece.condition,
      color: piece.color,
      accessories: JSON.stringify(piece.accessories),
      price_cents: piece.priceCents,
      sold_at: occurredAt,
      source: "order",
      created_at: this.clock.now().toISOString(),
    });
  }
}
