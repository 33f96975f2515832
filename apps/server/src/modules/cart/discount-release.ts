import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";

/**
 * A cancelled order gives its discount code's use back (`order.cancelled`, in the cancelling
 * transaction): its redemption is removed and the code's count goes down by one, so a code limited to
 * N uses still allows N orders that stand, and a newcomer's code can be used again. Deleting the
 * redemption is what makes it happen once: a redelivered event finds nothing to release.
 */
export async function releaseDiscountOfCancelledOrder(tx: Tx, event: DomainEvent): Promise<void> {
  const orderId = String(event.payload.subjectId);
  const released = await tx.db.deleteFrom("discount_redemptions").where("order_id", "=", orderId).returning("code").execute();
  for (const { code } of released) await decrementUsage(tx.db, code);
}

async function decrementUsage(db: Kysely<Database>, code: string): Promise<void> {
  await db.updateTable("discount_codes").set({ used_count: sql<number>`used_count - 1` }).where("code", "=", code).where("used_count", ">", 0).execute();
}
