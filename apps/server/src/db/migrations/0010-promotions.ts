import { sql, type Kysely } from "kysely";

const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`;

/**
 * Promotions as data (decision 029): promo messages, banners, dated disclaimers, rewards offers and
 * sales whose tiers the cart applies automatically; the special day a member chose and the personal
 * discount code issued for it (decision 028). Personal codes are discount codes with an owner.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("promo_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("tag", "text")
    .addColumn("discount_code", "text")
    .addColumn("show_in_pdp", "integer", (c) => c.notNull().defaultTo(0).check(flag("show_in_pdp")))
    .addColumn("show_in_plp", "integer", (c) => c.notNull().defaultTo(0).check(flag("show_in_plp")))
    .addColumn("show_in_cart", "integer", (c) => c.notNull().defaultTo(0).check(flag("show_in_cart")))
    .addColumn("tier", "text")
    .addColumn("applies_only_to_selected_tier", "integer", (c) => c.notNull().defaultTo(0).check(flag("applies_only_to_selected_tier")))
    .addColumn("is_b2b", "integer", (c) => c.notNull().defaultTo(0).check(flag("is_b2b")))
    .addColumn("is_paid_promo", "integer", (c) => c.notNull().defaultTo(0).check(flag("is_paid_promo")))
    .addColumn("start_date", "text")
    .addColumn("end_date", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("banners")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull().check(flag("is_active")))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("href", "text")
    .addColumn("can_dismiss", "integer", (c) => c.notNull().defaultTo(1).check(flag("can_dismiss")))
    .addColumn("show_countdown", "integer", (c) => c.notNull().defaultTo(0).check(flag("show_countdown")))
    .addColumn("countdown_prefix", "text")
    .addColumn("is_paid_promo", "integer", (c) => c.notNull().defaultTo(0).check(flag("is_paid_promo")))
    .addColumn("start_date", "text")
    .addColumn("end_date", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("promo_disclaimers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("min_tier", "text")
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("end_date", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("promo_disclaimers_dates", sql`start_date < end_date`)
    .execute();

  await db.schema
    .createTable("rewards_offers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("new_customer_only", "integer", (c) => c.notNull().defaultTo(0).check(flag("new_customer_only")))
    .addColumn("starting_tier", "text")
    .addColumn("logged_in_only", "integer", (c) => c.notNull().defaultTo(0).check(flag("logged_in_only")))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sales")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    /** JSON [{min_subtotal_cents, amount_off_cents}]. */
    .addColumn("tiers", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("sales_dates", sql`starts_at < ends_at`)
    .execute();
  await db.schema.createIndex("sales_window_idx").on("sales").columns(["starts_at", "ends_at"]).execute();

  await db.schema
    .createTable("member_special_days")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("month", "integer", (c) => c.notNull().check(sql`month between 1 and 12`))
    .addColumn("day", "integer", (c) => c.notNull().check(sql`day between 1 and 31`))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("special_day_discounts")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("percentage", "integer", (c) => c.notNull().check(sql`percentage between 1 and 100`))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("special_day_discounts_pk", ["user_id", "year"])
    .execute();

  await db.schema.alterTable("discount_codes").addColumn("owner_user_id", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("discount_codes").dropColumn("owner_user_id").execute();
  for (const table of ["special_day_discounts", "member_special_days", "sales", "rewards_offers", "promo_disclaimers", "banners", "promo_messages"]) {
    await db.schema.dropTable(table).execute();
  }
}
