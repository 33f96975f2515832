import { sql, type Insertable, type Kysely, type RawBuilder, type Selectable } from "kysely";
import type { Banner } from "@maison/domain/content/banners";
import type { PromoDisclaimer } from "@maison/domain/content/promo-disclaimers";
import type { PromoMessage } from "@maison/domain/content/promo-messages";
import type { RewardsOffer } from "@maison/domain/content/rewards-offers";
import type { Sale, SaleTier } from "@maison/domain/content/sale-tiers";
import { TIERS, type TierKey } from "@maison/domain/membership/tier";
import type { Database } from "../../db/schema.ts";
import type { BannerTable, PromoDisclaimerTable, PromoMessageTable, RewardsOfferTable, SaleTable } from "./content.table.ts";

const tierKey = (value: string | null): TierKey | null => (TIERS.find((t) => t.key === value)?.key ?? null);

function toPromoMessage(row: Selectable<PromoMessageTable>): PromoMessage {
  return {
    id: row.id,
    message: row.message,
    tag: row.tag,
    discountCode: row.discount_code,
    showInPdp: row.show_in_pdp === 1,
    showInPlp: row.show_in_plp === 1,
    showInCart: row.show_in_cart === 1,
    tier: tierKey(row.tier),
    appliesOnlyToSelectedTier: row.applies_only_to_selected_tier === 1,
    isB2b: row.is_b2b === 1,
    isPaidPromo: row.is_paid_promo === 1,
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

function toBanner(row: Selectable<BannerTable>): Banner {
  const images: unknown = JSON.parse(row.images);
  return {
    id: row.id,
    isActive: row.is_active === 1,
    title: row.title,
    description: row.description,
    images: Array.isArray(images) ? images.filter((i): i is string => typeof i === "string") : [],
    href: row.href,
    canDismiss: row.can_dismiss === 1,
    showCountdown: row.show_countdown === 1,
    countdownPrefix: row.countdown_prefix,
    isPaidPromo: row.is_paid_promo === 1,
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

function toSale(row: Selectable<SaleTable>): Sale {
  const tiers = JSON.parse(row.tiers) as Array<{ min_subtotal_cents: number; amount_off_cents: number }>;
  return {
    id: row.id,
    title: row.title,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    tiers: tiers.map((t): SaleTier => ({ minSubtotalCents: t.min_subtotal_cents, amountOffCents: t.amount_off_cents })),
  };
}

export async function findPromoMessages(db: Kysely<Database>): Promise<PromoMessage[]> {
  const rows = await db.selectFrom("promo_messages").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(toPromoMessage);
}

export async function findBanners(db: Kysely<Database>): Promise<Banner[]> {
  const rows = await db.selectFrom("banners").selectAll().where("is_active", "=", 1).orderBy("position").orderBy("id").execute();
  return rows.map(toBanner);
}

export async function findDisclaimers(db: Kysely<Database>): Promise<PromoDisclaimer[]> {
  const rows = await db.selectFrom("promo_disclaimers").selectAll().orderBy("start_date").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, message: r.message, minTier: tierKey(r.min_tier), startDate: r.start_date, endDate: r.end_date }));
}

export async function findRewardsOffers(db: Kysely<Database>): Promise<RewardsOffer[]> {
  const rows = await db.selectFrom("rewards_offers").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    newCustomerOnly: r.new_customer_only === 1,
    startingTier: tierKey(r.starting_tier),
    loggedInOnly: r.logged_in_only === 1,
  }));
}

/**
 * The sales' change stamp as an expression another module's statement selects (decision 095): the
 * version the triggers on `sales` move on every write (migration 0035). Null only if its row is gone.
 */
export const salesStampExpression: RawBuilder<number | null> = sql<number | null>`(select version from sales_version where id = 1)`;

/**
 * The sales that have not ended at `from` (ISO), the latest started first (then by id), with the
 * change stamp they were read at, in one statement (one snapshot on PostgreSQL). Stamp null: its row
 * is missing, and the sales must not be kept.
 */
export async function loadSales(db: Kysely<Database>, from: string): Promise<{ stamp: number | null; sales: Sale[] }> {
  const rows = await db
    .selectFrom("sales_version as v")
    .leftJoin("sales as s", (join) => join.on("s.ends_at", ">", from))
    .select(["v.version as stamp", "s.id", "s.title", "s.starts_at", "s.ends_at", "s.tiers"])
    .where("v.id", "=", 1)
    .orderBy("s.starts_at", "desc")
    .orderBy("s.id")
    .execute();
  if (rows.length === 0) {
    // The stamp's row is missing: read the sales alone, and keep nothing.
    const sales = await db.selectFrom("sales").selectAll().where("ends_at", ">", from).orderBy("starts_at", "desc").orderBy("id").execute();
    return { stamp: null, sales: sales.map(toSale) };
  }
  const sales = rows.flatMap((row) =>
    row.id === null ? [] : [toSale({ id: row.id, title: row.title!, starts_at: row.starts_at!, ends_at: row.ends_at!, tiers: row.tiers!, created_at: "" })],
  );
  return { stamp: Number(rows[0]!.stamp), sales };
}

/** The sale running at `at` (ISO) among `sales` (in `loadSales`'s order): the latest started at or before it and not yet ended, then by id. */
export function runningSaleIn(sales: readonly Sale[], at: string): Sale | null {
  return sales.find((sale) => sale.startsAt <= at && sale.endsAt > at) ?? null;
}

export async function insertPromoMessage(db: Kysely<Database>, row: Insertable<PromoMessageTable>): Promise<boolean> {
  return written(await db.insertInto("promo_messages").values(row).onConflict((oc) => oc.column("id").doNothing()).returning("id").executeTakeFirst());
}
export async function insertBanner(db: Kysely<Database>, row: Insertable<BannerTable>): Promise<boolean> {
  return written(await db.insertInto("banners").values(row).onConflict((oc) => oc.column("id").doNothing()).returning("id").executeTakeFirst());
}
export async function insertDisclaimer(db: Kysely<Database>, row: Insertable<PromoDisclaimerTable>): Promise<boolean> {
  return written(await db.insertInto("promo_disclaimers").values(row).onConflict((oc) => oc.column("id").doNothing()).returning("id").executeTakeFirst());
}
export async function insertRewardsOffer(db: Kysely<Database>, row: Insertable<RewardsOfferTable>): Promise<boolean> {
  return written(await db.insertInto("rewards_offers").values(row).onConflict((oc) => oc.column("id").doNothing()).returning("id").executeTakeFirst());
}
export async function insertSale(db: Kysely<Database>, sale: Sale, createdAt: string): Promise<boolean> {
  const tiers = JSON.stringify(sale.tiers.map((t) => ({ min_subtotal_cents: t.minSubtotalCents, amount_off_cents: t.amountOffCents })));
  const row = { id: sale.id, title: sale.title, starts_at: sale.startsAt, ends_at: sale.endsAt, tiers, created_at: createdAt };
  return written(await db.insertInto("sales").values(row).onConflict((oc) => oc.column("id").doNothing()).returning("id").executeTakeFirst());
}

function written(row: unknown): boolean {
  return row !== undefined;
}
