import type { Kysely } from "kysely";

/**
 * The wholesale programme's applications (decision 061) and partners' accounts and leads (decision 062).
 * A partner row made by the signup belongs to one account; the demo's partners have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("wholesale_applications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("pending_user_id", "text", (c) => c.unique())
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("tax_id", "text", (c) => c.notNull())
    .addColumn("business_type", "text", (c) => c.notNull())
    .addColumn("website", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("monthly_volume", "text", (c) => c.notNull())
    .addColumn("categories", "text", (c) => c.notNull())
    .addColumn("certificate_key", "text", (c) => c.notNull())
    .addColumn("certificate_name", "text", (c) => c.notNull())
    .addColumn("decline_reason", "text")
    .addColumn("decided_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("wholesale_applications_state_idx").on("wholesale_applications").columns(["state", "created_at"]).execute();
  await db.schema.createIndex("wholesale_applications_user_idx").on("wholesale_applications").columns(["user_id", "created_at"]).execute();

  await db.schema.alterTable("partners").addColumn("user_id", "text").execute();
  await db.schema.alterTable("partners").addColumn("contact_name", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("partners").addColumn("phone", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("partners").addColumn("locations", "text", (c) => c.notNull().defaultTo("[]")).execute();
  await db.schema.createIndex("partners_user_idx").on("partners").column("user_id").unique().execute();

  await db.schema
    .createTable("partner_leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("partner_code", "text", (c) => c.notNull().references("partners.code"))
    .addColumn("submission_id", "text", (c) => c.notNull().unique())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text", (c) => c.notNull())
    .addColumn("location_id", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("partner_leads_partner_idx").on("partner_leads").columns(["partner_code", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("partner_leads").execute();
  await db.schema.dropIndex("partners_user_idx").execute();
  for (const column of ["locations", "phone", "contact_name", "user_id"]) await db.schema.alterTable("partners").dropColumn(column).execute();
  await db.schema.dropTable("wholesale_applications").execute();
}
