import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { SpecialDayDiscountTable } from "./membership.table.ts";

export async function findSpecialDay(db: Kysely<Database>, userId: string): Promise<{ month: number; day: number } | undefined> {
  return db.selectFrom("member_special_days").select(["month", "day"]).where("user_id", "=", userId).executeTakeFirst();
}

export async function saveSpecialDay(db: Kysely<Database>, userId: string, month: number, day: number, now: string): Promise<void> {
  await db
    .insertInto("member_special_days")
    .values({ user_id: userId, month, day, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ month, day, updated_at: now }))
    .execute();
}

export async function findSpecialDayDiscount(db: Kysely<Database>, userId: string, year: number): Promise<Selectable<SpecialDayDiscountTable> | undefined> {
  return db.selectFrom("special_day_discounts").selectAll().where("user_id", "=", userId).where("year", "=", year).executeTakeFirst();
}

/** Records the year's code once; false when that year's code exists (another request issued it first). */
export async function insertSpecialDayDiscount(db: Kysely<Database>, row: SpecialDayDiscountTable): Promise<boolean> {
  const inserted = await db
    .insertInto("special_day_discounts")
    .values(row)
    .onConflict((oc) => oc.columns(["user_id", "year"]).doNothing())
    .returning("code")
    .executeTakeFirst();
  return inserted !== undefined;
}
