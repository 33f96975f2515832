import type { Kysely } from "kysely";

/**
 * The seller's side (decision 042): submissions (tickets) of items, each with its offer or
 * quote and its lifecycle state; the photos sellers upload; pricing's needs-more-info requests with
 * their questions and photo sets; and the partners whose codes a seller may enter.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("partners")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("submissions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("number", "integer", (c) => c.notNull().unique())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("trade_in", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("partner_code", "text")
    .addColumn("shipping_method", "text")
    .addColumn("shipping_address", "text")
    .addColumn("pickup_date", "text")
    .addColumn("pickup_interval_start", "text")
    .addColumn("pickup_instructions", "text")
    .addColumn("store_handle", "text")
    .addColumn("carrier", "text")
    .addColumn("tracking_number", "text")
    .addColumn("label_key", "text")
    .addColumn("inbound_order_id", "text", (c) => c.unique())
    .addColumn("shipping_booked_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("submissions_user_idx").on("submissions").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("submission_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("submission_id", "text", (c) => c.notNull().references("submissions.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("route", "text", (c) => c.notNull())
    .addColumn("sku", "text")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("designer", "text", (c) => c.notNull())
    .addColumn("model", "text")
    .addColumn("style", "text")
    .addColumn("size", "text")
    .addColumn("category", "text")
    .addColumn("item_type", "text")
    .addColumn("condition_key", "text", (c) => c.notNull())
    .addColumn("color", "text", (c) => c.notNull())
    .addColumn("accessories", "text", (c) => c.notNull())
    .addColumn("serial_number", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("offers", "text", (c) => c.notNull())
    .addColumn("appraisal", "text")
    .addColumn("offer_kind", "text")
    .addColumn("accepted_amount_cents", "integer")
    .addColumn("expires_at", "text")
    .addColumn("product_id", "text")
    .addColumn("reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("submission_items_submission_idx").on("submission_items").columns(["submission_id", "position"]).execute();
  await db.schema.createIndex("submission_items_state_idx").on("submission_items").columns(["state", "updated_at"]).execute();

  await db.schema
    .createTable("seller_photos")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("item_id", "text")
    .addColumn("photo_set_id", "text")
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("seller_photos_item_idx").on("seller_photos").columns(["item_id", "position"]).execute();
  await db.schema.createIndex("seller_photos_set_idx").on("seller_photos").columns(["photo_set_id", "position"]).execute();

  await db.schema
    .createTable("nmi_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("item_id", "text", (c) => c.notNull().references("submission_items.id").onDelete("cascade"))
    .addColumn("submission_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("answered_at", "text")
    .execute();
  await db.schema.createIndex("nmi_requests_item_idx").on("nmi_requests").columns(["item_id", "created_at"]).execute();

  await db.schema
    .createTable("nmi_questions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("nmi_id", "text", (c) => c.notNull().references("nmi_requests.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("choice_key", "text", (c) => c.notNull())
    .addColumn("answer", "text")
    .execute();
  await db.schema
    .createTable("nmi_photo_sets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("nmi_id", "text", (c) => c.notNull().references("nmi_requests.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("set_key", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["nmi_photo_sets", "nmi_questions", "nmi_requests", "seller_photos", "submission_items", "submissions", "partners"]) {
    await db.schema.dropTable(table).execute();
  }
}
