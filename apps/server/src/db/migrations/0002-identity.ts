import type { Kysely } from "kysely";

/** Sign-in and verification: sessions, codes, one-time links, rate-limit counters, social identities, mail. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_verified_at", "text").execute();
  await db.schema.alterTable("users").addColumn("main_phone", "text").execute();
  await db.schema.alterTable("users").addColumn("phone_verified_at", "text").execute();
  await db.schema.alterTable("users").addColumn("sms_subscribed", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("users").addColumn("email_subscribed", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("users").addColumn("signup_context", "text", (c) => c.notNull().defaultTo("{}")).execute();
  await db.schema.alterTable("users").addColumn("last_login_at", "text").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("user_agent", "text")
    .addColumn("ip", "text")
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("verification_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("consumed_at", "text")
    .execute();
  await db.schema
    .createIndex("verification_codes_user_idx")
    .on("verification_codes")
    .columns(["user_id", "purpose", "created_at"])
    .execute();

  await db.schema
    .createTable("one_time_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("data", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("consumed_at", "text")
    .execute();

  await db.schema
    .createTable("rate_limit_counters")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limit_counters_pk", ["key", "window_start"])
    .execute();
  await db.schema.createIndex("rate_limit_counters_expiry_idx").on("rate_limit_counters").column("expires_at").execute();

  await db.schema
    .createTable("social_identities")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_user_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("social_identities_pk", ["provider", "provider_user_id"])
    .execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("email", "text", (c) => c.primaryKey())
    .addColumn("phone", "text")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("mailbox_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text")
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mailbox_messages_created_idx").on("mailbox_messages").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "mailbox_messages", "newsletter_subscribers", "social_identities", "rate_limit_counters",
    "one_time_tokens", "verification_codes", "sessions",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const column of [
    "last_login_at", "signup_context", "email_subscribed", "sms_subscribed", "phone_verified_at", "main_phone", "email_verified_at",
  ]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
