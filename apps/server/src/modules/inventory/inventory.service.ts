import type { Actor } from "@maison/domain/actor/actor";
import { LifecycleErrorCode } from "@maison/contracts/lifecycle";
import { isDomainError } from "@maison/domain/shared/domain-error";
import { sql, type SqlBool } from "kysely";
import type { PieceEvent, PieceSource, PieceState } from "@maison/domain/inventory/piece-lifecycle";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { Tx } from "../../db/transaction.ts";
import { auditTrailOf, latestAuditTrailOf, type AuditEventRow } from "../../platform/lifecycle/audit.repository.ts";
import type { Transition, TransitionOptions, Transitions } from "../../platform/lifecycle/transitions.ts";
import { countByState, findProvenance, insertProvenance, pieceStates, stampProvenance, transferToMaison, type ProvenanceRow } from "./inventory.repository.ts";
import { deleteExpiredHolds, findHolds, findLiveHoldOf, releaseHolds, takeHold, type ItemHoldRow, type TakenHold } from "./item-hold.repository.ts";
import { ITEM_HOLD_LIFECYCLE, PIECE_BINDING } from "./piece-binding.ts";

/** A new piece's provenance (the listing itself is written by the catalog in the same transaction). */
export interface NewPiece {
  productId: string;
  state: Extract<PieceState, "intake" | "received" | "authenticated" | "draft">;
  source: PieceSource;
  ownerParty: "maison" | "seller";
  ownerUserId: string | null;
  sourceRef: string | null;
  costBasisCents: number | null;
}

/** The audit subjects of a piece's timeline: its own transitions (`item`) and its holds. */
const PIECE_TRAIL_SUBJECTS = ["item", "hold"] as const;

/** The piece's provenance source, as a subquery of its `products` row (null for a piece without provenance). */
const SOURCE_OF_PIECE = sql<PieceSource | null>`(select piece_provenance.source from piece_provenance where piece_provenance.product_id = products.id)`;

const STAMPED_ON_ENTRY: Partial<Record<PieceState, "received_at" | "authenticated_at" | "listed_at">> = {
  received: "received_at",
  authenticated: "authenticated_at",
  available: "listed_at",
};

/**
 * The piece (decision 032): the only code that changes `products.state`, takes and lets go of item
 * holds, and keeps provenance. Checkout, cart, search and the console reach pieces through it.
 */
export class InventoryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transitions: Transitions,
  ) {}

  /** Records a new piece's provenance and its birth in the audit trail (the listing row exists already in `tx`). */
  async register(tx: Tx, piece: NewPiece, actor: Actor): Promise<void> {
    const now = this.clock.now().toISOString();
    await insertProvenance(tx.db, {
      product_id: piece.productId,
      source: piece.source,
      owner_party: piece.ownerParty,
      owner_user_id: piece.ownerUserId,
      source_ref: piece.sourceRef,
      cost_basis_cents: piece.costBasisCents,
      intake_at: now,
      received_at: piece.state === "intake" ? null : now,
      authenticated_at: piece.state === "authenticated" || piece.state === "draft" ? now : null,
      listed_at: null,
      created_by: actor.id,
    });
    await this.transitions.created(tx, PIECE_BINDING.lifecycle, piece.productId, piece.state, actor, { data: { source: piece.source } });
  }

  /** Fires a piece event (publish, ship, withdraw…) through the one transition helper. */
  async transition(tx: Tx, productId: string, event: PieceEvent, actor: Actor, options: TransitionOptions<PieceState, undefined> = {}): Promise<Transition<PieceState, PieceEvent>> {
    const moved = await this.transitions.apply(tx, PIECE_BINDING, productId, event, actor, options);
    const stamp = STAMPED_ON_ENTRY[moved.to];
    if (stamp) await stampProvenance(tx.db, productId, stamp, this.clock.now().toISOString());
    return moved;
  }

  /**
   * Maison bought the piece from its seller (a sell-now or trade-in payment): Maison owns it now, at this
   * cost. A forfeited loan's collateral also names its new provenance (`loan_forfeit`).
   */
  async takeOwnership(tx: Tx, productId: string, costBasisCents: number, source?: PieceSource): Promise<void> {
    await transferToMaison(tx.db, productId, costBasisCents, source);
  }

  async states(productIds: readonly string[], tx?: Tx): Promise<Map<string, string>> {
    return pieceStates(tx ? tx.db : this.db.kysely, productIds);
  }

  async provenance(productId: string): Promise<ProvenanceRow | undefined> {
    return findProvenance(this.db.kysely, productId);
  }

  /**
   * The piece's timeline, its own transitions and its holds, oldest first: the latest `latest` entries
   * (all of them when not given), and how many it holds in all.
   */
  async timeline(productId: string, latest?: number): Promise<{ entries: AuditEventRow[]; total: number }> {
    if (latest !== undefined) {
      const { rows, total } = await latestAuditTrailOf(this.db.kysely, PIECE_TRAIL_SUBJECTS, productId, latest);
      return { entries: rows, total };
    }
    const [piece, holds] = await Promise.all([auditTrailOf(this.db.kysely, "item", [productId]), auditTrailOf(this.db.kysely, "hold", [productId])]);
    const entries = [...piece, ...holds].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
    return { entries, total: entries.length };
  }

  async countByState(): Promise<Map<string, number>> {
    return countByState(this.db.kysely);
  }

  // ---- item holds (the checkout's) ---------------------------------------------------------

  /**
   * Holds each piece for `holder` until `expiresAt`: each conditional write must take the piece and
   * the piece must be on sale. Returns the first piece it could not hold, or null when all are held.
   */
  async hold(tx: Tx, productIds: readonly string[], holder: string, expiresAt: string, actor: Actor): Promise<string | null> {
    const now = this.clock.now().toISOString();
    // Each piece's one upsert requires it on sale and free (or ours, or lapsed) and answers whom it was
    // taken from (issue 17: no read of the pieces and their holds before); a piece sold meanwhile is
    // refused again by sellHeld's guarded UPDATE.
    const taken: Array<[string, TakenHold]> = [];
    for (const productId of productIds) {
      const hold = await takeHold(tx.db, tx.dialect, productId, holder, now, expiresAt);
      if (!hold) return productId;
      taken.push([productId, hold]);
    }
    for (const [productId, { previous }] of taken) {
      if (previous?.holder === holder && previous.expires_at > now) continue;
      const data = { holder, expires_at: expiresAt };
      if (previous) await this.transitions.recorded(tx, ITEM_HOLD_LIFECYCLE, productId, "retake", "expired", actor, { data });
      else await this.transitions.created(tx, ITEM_HOLD_LIFECYCLE, productId, "held", actor, { event: "take", emits: "hold.taken", data });
    }
    return null;
  }

  /**
   * Sells the pieces `holder` holds: each piece's guarded UPDATE (which locks its row) requires it
   * available and its hold still `holder`'s and live; each piece moves available → sold (item.sold)
   * and its hold is converted (its row deleted by the sale itself). Returns the first piece (in id order) that could not be sold, or null.
   */
  async sellHeld(tx: Tx, productIds: readonly string[], holder: string, actor: Actor, orderId: string): Promise<string | null> {
    const now = this.clock.now().toISOString();
    // Each piece's guarded UPDATE checks its state and that its hold is still `holder`'s and live (issue 17:
    // no read before it); in id order, so that on PostgreSQL two orders lock their rows in the same order.
    for (const productId of [...new Set(productIds)].sort()) {
      const held = sql<SqlBool>`exists (select 1 from item_holds where item_holds.product_id = products.id and item_holds.holder = ${holder} and item_holds.expires_at > ${now})`;
      try {
        // The piece's source rides on item.sold (the consignment module reads its consignment only for a consigned piece).
        await this.transition(tx, productId, "sell", actor, { expectFrom: "available", alsoRequire: held, data: { order_id: orderId }, returning: { source: SOURCE_OF_PIECE } });
      } catch (error) {
        // Sold, withdrawn, gone, or its hold lapsed or taken: this order cannot have it.
        if (isDomainError(error) && (error.kind === "not_found" || error.code === LifecycleErrorCode.enum.transition_conflict)) return productId;
        throw error;
      }
      await this.transitions.recorded(tx, ITEM_HOLD_LIFECYCLE, productId, "convert", "held", actor, { data: { holder, order_id: orderId } });
    }
    // The hold's row went with the sale: the database deletes a sold piece's hold (migration 0036, decision 098).
    return null;
  }

  /** Lets go of `holder`'s holds on these pieces (never someone else's). */
  async release(tx: Tx, productIds: readonly string[], holder: string, actor: Actor): Promise<void> {
    const mine = (await findHolds(tx.db, productIds)).filter((h) => h.holder === holder);
    await releaseHolds(tx.db, productIds, holder);
    for (const hold of mine) await this.transitions.recorded(tx, ITEM_HOLD_LIFECYCLE, hold.product_id, "release", "held", actor, { data: { holder } });
  }

  /** Every hold lapsed by now goes (the hold-expiry job). */
  async expireHolds(tx: Tx, actor: Actor): Promise<number> {
    const expired = await deleteExpiredHolds(tx.db, this.clock.now().toISOString());
    for (const hold of expired) await this.transitions.recorded(tx, ITEM_HOLD_LIFECYCLE, hold.product_id, "expire", "held", actor, { data: { holder: hold.holder } });
    return expired.length;
  }

  /** One of `holder`'s live holds (the latest to lapse), if any. */
  async liveHoldOf(tx: Tx, holder: string): Promise<ItemHoldRow | undefined> {
    return findLiveHoldOf(tx.db, holder, this.clock.now().toISOString());
  }
}
