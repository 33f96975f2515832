import { sql, type Kysely } from "kysely";

/**
 * The ground of the selling side (decisions 032–035): who did what (`audit_events`), what staff may do
 * (`staff_capabilities`, replacing the meaning of `users.is_staff`), a session's last step-up, the
 * piece's provenance beside its listing, and an order's shipment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", "text", (c) => c.notNull())
    .addColumn("lifecycle", "text", (c) => c.notNull())
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("from_state", "text")
    .addColumn("to_state", "text", (c) => c.notNull())
    .addColumn("actor_kind", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("data", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_events_subject_idx").on("audit_events").columns(["subject_type", "subject_id", "created_at"]).execute();
  await db.schema.createIndex("audit_events_actor_idx").on("audit_events").columns(["actor_id", "created_at"]).execute();

  await db.schema
    .createTable("staff_capabilities")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("capability", "text", (c) => c.notNull())
    .addColumn("granted_at", "text", (c) => c.notNull())
    .addColumn("granted_by", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("staff_capabilities_pk", ["user_id", "capability"])
    .execute();
  // Staff accounts before capabilities existed held every power: they keep it, as admins.
  await sql`insert into staff_capabilities (user_id, capability, granted_at, granted_by)
            select id, 'admin', updated_at, 'migration' from users where is_staff = 1`.execute(db);

  await db.schema.alterTable("sessions").addColumn("stepped_up_at", "text").execute();

  await db.schema
    .createTable("piece_provenance")
    .addColumn("product_id", "text", (c) => c.primaryKey().references("products.id").onDelete("cascade"))
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("owner_party", "text", (c) => c.notNull())
    .addColumn("owner_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("source_ref", "text")
    .addColumn("cost_basis_cents", "integer")
    .addColumn("intake_at", "text", (c) => c.notNull())
    .addColumn("received_at", "text")
    .addColumn("authenticated_at", "text")
    .addColumn("listed_at", "text")
    .addColumn("created_by", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("piece_provenance_owner_idx").on("piece_provenance").columns(["owner_user_id"]).execute();
  // Every piece listed before provenance existed is house stock.
  await sql`insert into piece_provenance (product_id, source, owner_party, intake_at, listed_at, created_by)
            select id, 'stock', 'maison', created_at, published_at, 'migration' from products`.execute(db);
  await db.schema.createIndex("products_state_updated_idx").on("products").columns(["state", "updated_at"]).execute();

  await db.schema.alterTable("orders").addColumn("carrier", "text").execute();
  await db.schema.alterTable("orders").addColumn("tracking_number", "text").execute();
  await db.schema.alterTable("orders").addColumn("shipped_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("delivered_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("cancelled_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("cancel_reason", "text").execute();
  await db.schema.createIndex("orders_state_created_idx").on("orders").columns(["state", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_state_created_idx").execute();
  for (const column of ["cancel_reason", "cancelled_at", "delivered_at", "shipped_at", "tracking_number", "carrier"]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
  await db.schema.dropIndex("products_state_updated_idx").execute();
  await db.schema.dropTable("piece_provenance").execute();
  await db.schema.alterTable("sessions").dropColumn("stepped_up_at").execute();
  await db.schema.dropTable("staff_capabilities").execute();
  await db.schema.dropTable("audit_events").execute();
}
