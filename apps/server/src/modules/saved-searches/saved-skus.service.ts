import { assertActsFor, type Actor } from "@maison/domain/actor/actor";
import type { SavedSku, SavedSkuList } from "@maison/contracts/saved-searches";
import { hasRoomFor, SAVED_SKUS_LIMIT } from "@maison/domain/saved-searches/saved-list-limits";
import { DomainError } from "@maison/domain/shared/domain-error";
import { isoNow, type Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction } from "../../db/transaction.ts";
import { countSavedSkus, deleteSavedSku, findSavedSku, findSavedSkus, insertSavedSku, type SavedSkuRow } from "./saved-skus.repository.ts";
import { FavoritesErrorCode } from "@maison/contracts/favorites";

const toSavedSku = (row: SavedSkuRow): SavedSku => ({ id: row.id, sku_id: row.sku_id, created_at: row.created_at });

/** The signed-in user's saved skus (spec 2 §3: sku_id): selling-catalog skus they follow. */
export class SavedSkusService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<SavedSkuList> {
    const rows = await findSavedSkus(this.db.kysely, userId);
    return { count: rows.length, results: rows.map(toSavedSku) };
  }

  /** Saves a sku; saving it again keeps the one entry. */
  async save(userId: string, actor: Actor, skuId: string): Promise<{ sku: SavedSku; created: boolean }> {
    assertActsFor(actor, userId);
    return inTransaction(this.db, async (tx) => {
      const existing = await findSavedSku(tx.db, userId, skuId);
      if (existing) return { sku: toSavedSku(existing), created: false };
      if (!hasRoomFor(await countSavedSkus(tx.db, userId), SAVED_SKUS_LIMIT)) {
        throw new DomainError("conflict", FavoritesErrorCode.enum.saved_skus_limit_reached, `You can keep up to ${SAVED_SKUS_LIMIT} saved items. Please remove one first.`, "sku_id");
      }
      const row: SavedSkuRow = { id: newId("sku"), user_id: userId, sku_id: skuId, created_at: isoNow(this.clock) };
      if (await insertSavedSku(tx.db, row)) return { sku: toSavedSku(row), created: true };
      const winner = await findSavedSku(tx.db, userId, skuId);
      if (!winner) throw new Error("Saved sku vanished after a conflicting insert");
      return { sku: toSavedSku(winner), created: false };
    });
  }

  async remove(userId: string, actor: Actor, id: string): Promise<void> {
    assertActsFor(actor, userId);
    await inTransaction(this.db, async (tx) => {
      if (!(await deleteSavedSku(tx.db, userId, id))) {
        throw new DomainError("not_found", FavoritesErrorCode.enum.saved_sku_not_found, "This saved item does not exist.", "id");
      }
    });
  }
}
