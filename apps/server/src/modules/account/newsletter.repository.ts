import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * Adds an address to the newsletter, or refreshes it (and its phone, when one is given) if it is
 * already there. Returns true when the address is new.
 */
export async function upsertNewsletterSubscriber(
  db: Kysely<Database>,
  subscriber: { email: string; phone: string | null; source: string; now: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto("newsletter_subscribers")
    .values({ email: subscriber.email, phone: subscriber.phone, source: subscriber.source, created_at: subscriber.now, updated_at: subscriber.now })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  await db
    .updateTable("newsletter_subscribers")
    .set({ updated_at: subscriber.now, ...(subscriber.phone === null ? {} : { phone: subscriber.phone }) })
    .where("email", "=", subscriber.email)
    .execute();
  return false;
}
