import type { Kysely } from "kysely";

/**
 * Sales tax and the stored breakdown (decision 044): each order line keeps its member saving, its
 * share of a code and of the sale, and its tax; the order keeps the sale's title, the tax of its
 * delivery charges, where and at what rate it was taxed, the provider's calculation and transaction,
 * the tax given back on cancellation, each gift card or store credit it spent, and the words of
 * consent to a membership's recurring charge; the subscription keeps those words too, and when.
 */
const ORDER_LINE_COLUMNS = ["member_discount_cents", "code_discount_cents", "sale_discount_cents", "tax_cents"] as const;
const ORDER_INTEGER_COLUMNS = ["tax_cents", "shipping_tax_cents", "tax_refunded_cents"] as const;
const ORDER_TEXT_COLUMNS = ["sale_title", "tax_note", "tax_provider", "tax_calculation_id", "tax_transaction_id", "subscription_terms"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ORDER_LINE_COLUMNS) {
    await db.schema.alterTable("order_lines").addColumn(column, "integer", (c) => c.notNull().defaultTo(0)).execute();
  }
  for (const column of ORDER_INTEGER_COLUMNS) {
    await db.schema.alterTable("orders").addColumn(column, "integer", (c) => c.notNull().defaultTo(0)).execute();
  }
  for (const column of ORDER_TEXT_COLUMNS) await db.schema.alterTable("orders").addColumn(column, "text").execute();
  await db.schema.alterTable("orders").addColumn("tenders", "text", (c) => c.notNull().defaultTo("[]")).execute();
  await db.schema.alterTable("membership_subscriptions").addColumn("consent_terms", "text").execute();
  await db.schema.alterTable("membership_subscriptions").addColumn("consented_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["consent_terms", "consented_at"]) await db.schema.alterTable("membership_subscriptions").dropColumn(column).execute();
  for (const column of [...ORDER_INTEGER_COLUMNS, ...ORDER_TEXT_COLUMNS, "tenders"]) await db.schema.alterTable("orders").dropColumn(column).execute();
  for (const column of ORDER_LINE_COLUMNS) await db.schema.alterTable("order_lines").dropColumn(column).execute();
}
