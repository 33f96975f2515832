import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Records that `subscriber` handles event `eventId`; false when it already had (a redelivery). */
export async function takeReceipt(db: Kysely<Database>, subscriber: string, eventId: string, eventName: string, now: string): Promise<boolean> {
  const row = await db
    .insertInto("event_receipts")
    .values({ subscriber, event_id: eventId, event_name: eventName, handled_at: now })
    .onConflict((oc) => oc.columns(["subscriber", "event_id"]).doNothing())
    .returning("event_id")
    .executeTakeFirst();
  return row !== undefined;
}
