import { sql, type Kysely, type Selectable } from "kysely";
import type { DiscountCodeRule } from "@maison/domain/cart/discount-code";
import type { Database } from "../../db/schema.ts";

function toRule(row: Selectable<Database["discount_codes"]>): DiscountCodeRule {
  return {
    code: row.code,
    title: row.title,
    kind: row.kind === "fixed" ? "fixed" : "percent",
    value: row.value,
    minSubtotalCents: row.min_subtotal_cents,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status === "active" ? "active" : "disabled",
  };
}

/** The discount code (already normalized), or undefined. */
export async function findDiscountCode(db: Kysely<Database>, code: string): Promise<DiscountCodeRule | undefined> {
  const row = await db.selectFrom("discount_codes").selectAll().where("code", "=", code).executeTakeFirst();
  return row && toRule(row);
}

/** The user a personal code belongs to (the special-day discount), null for a public code or none. */
export async function findDiscountCodeOwner(db: Kysely<Database>, code: string): Promise<string | null> {
  const row = await db.selectFrom("discount_codes").select("owner_user_id").where("code", "=", code).executeTakeFirst();
  return row?.owner_user_id ?? null;
}

/** Writes a personal code for `ownerUserId` (usable once, until it ends); false when the code exists. */
export async function insertPersonalDiscountCode(db: Kysely<Database>, rule: DiscountCodeRule, ownerUserId: string, createdAt: string): Promise<boolean> {
  const written = await insertDiscountCode(db, rule, createdAt);
  if (written) await db.updateTable("discount_codes").set({ owner_user_id: ownerUserId }).where("code", "=", rule.code).execute();
  return written;
}

export async function findDiscountCodes(db: Kysely<Database>, codes: readonly string[]): Promise<Map<string, DiscountCodeRule>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom("discount_codes").selectAll().where("code", "in", [...new Set(codes)]).execute();
  return new Map(rows.map((row) => [row.code, toRule(row)]));
}

/** Writes a code unless one with the same code exists; returns whether it was written. */
export async function insertDiscountCode(db: Kysely<Database>, rule: DiscountCodeRule, createdAt: string): Promise<boolean> {
  const inserted = await db
    .insertInto("discount_codes")
    .values({
      code: rule.code,
      title: rule.title,
      kind: rule.kind,
      value: rule.value,
      min_subtotal_cents: rule.minSubtotalCents,
      usage_limit: rule.usageLimit,
      used_count: rule.usedCount,
      starts_at: rule.startsAt,
      ends_at: rule.endsAt,
      status: rule.status,
      created_at: createdAt,
    })
    .onConflict((oc) => oc.column("code").doNothing())
    .returning("code")
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Counts one more use in a single guarded statement: it affects the row only while the count is below
 * the limit, so parallel checkouts can never take a code past its usage limit. Returns whether it counted.
 */
export async function incrementUsage(db: Kysely<Database>, code: string): Promise<boolean> {
  const updated = await db
    .updateTable("discount_codes")
    .set({ used_count: sql<number>`used_count + 1` })
    .where("code", "=", code)
    .where((eb) => eb.or([eb("usage_limit", "is", null), eb("used_count", "<", eb.ref("usage_limit"))]))
    .returning("code")
    .executeTakeFirst();
  return updated !== undefined;
}

export async function findRedemption(db: Kysely<Database>, code: string, orderId: string) {
  return db.selectFrom("discount_redemptions").selectAll().where("code", "=", code).where("order_id", "=", orderId).executeTakeFirst();
}

export async function insertRedemption(
  db: Kysely<Database>,
  redemption: { code: string; orderId: string; cartId: string; amountCents: number; at: string },
): Promise<void> {
  await db
    .insertInto("discount_redemptions")
    .values({ code: redemption.code, order_id: redemption.orderId, cart_id: redemption.cartId, amount_cents: redemption.amountCents, redeemed_at: redemption.at })
    .execute();
}
