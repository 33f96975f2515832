import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { MembershipLedgerTable, MembershipSubscriptionTable } from "./membership.table.ts";

type Executor = Kysely<Database>;

/** A subscription: its membership row (status, plan) joined with its billing row. */
export interface SubscriptionRow extends Selectable<MembershipSubscriptionTable> {
  status: string;
  plan_amount_cents: number;
  billing_cycle: string;
  started_at: string;
}
export type LedgerRow = Selectable<MembershipLedgerTable>;

const COLUMNS = [
  "membership_subscriptions.id",
  "membership_subscriptions.user_id",
  "payment_type",
  "next_charge_at",
  "anchor_day",
  "cycle_index",
  "skip_next",
  "failed_attempts",
  "rewards_account_id",
  "payment_method_id",
  "payment_brand",
  "payment_last4",
  "source_order_id",
  "cancelled_at",
  "cancellation_reason",
  "membership_subscriptions.created_at",
  "updated_at",
  "consent_terms",
  "consented_at",
  "memberships.status",
  "memberships.plan_amount_cents",
  "memberships.billing_cycle",
  "memberships.started_at",
] as const;

function subscriptions(db: Executor) {
  return db.selectFrom("membership_subscriptions").innerJoin("memberships", "memberships.id", "membership_subscriptions.id").select(COLUMNS);
}

export async function findSubscription(db: Executor, id: string): Promise<SubscriptionRow | undefined> {
  return subscriptions(db).where("membership_subscriptions.id", "=", id).executeTakeFirst();
}

export async function findSubscriptionByOrder(db: Executor, orderId: string): Promise<SubscriptionRow | undefined> {
  return subscriptions(db).where("source_order_id", "=", orderId).executeTakeFirst();
}

/** The user's newest subscription (the one the account pages manage). */
export async function findLatestSubscription(db: Executor, userId: string): Promise<SubscriptionRow | undefined> {
  return subscriptions(db).where("membership_subscriptions.user_id", "=", userId).orderBy("membership_subscriptions.created_at", "desc").orderBy("membership_subscriptions.id", "desc").limit(1).executeTakeFirst();
}

/** The status of the user's newest membership row (what sessions read), or null. */
export async function latestMembershipStatus(db: Executor, userId: string): Promise<string | null> {
  const row = await db.selectFrom("memberships").select("status").where("user_id", "=", userId).orderBy("created_at", "desc").limit(1).executeTakeFirst();
  return row?.status ?? null;
}

export async function insertSubscription(
  db: Executor,
  membership: { id: string; user_id: string; status: string; plan_amount_cents: number; billing_cycle: string; started_at: string; created_at: string },
  billing: Insertable<MembershipSubscriptionTable>,
): Promise<void> {
  await db.insertInto("memberships").values(membership).execute();
  await db.insertInto("membership_subscriptions").values(billing).execute();
}

export async function updateSubscription(
  db: Executor,
  id: string,
  changes: { status?: string; plan_amount_cents?: number; billing_cycle?: string; billing?: Updateable<MembershipSubscriptionTable> },
): Promise<void> {
  const membership = { status: changes.status, plan_amount_cents: changes.plan_amount_cents, billing_cycle: changes.billing_cycle };
  if (Object.values(membership).some((v) => v !== undefined)) {
    await db
      .updateTable("memberships")
      .set(Object.fromEntries(Object.entries(membership).filter(([, v]) => v !== undefined)))
      .where("id", "=", id)
      .execute();
  }
  if (changes.billing) await db.updateTable("membership_subscriptions").set(changes.billing).where("id", "=", id).execute();
}

/**
 * Like insertSubscription, for a membership row that may already exist without billing (the demo
 * member's, made with the demo accounts): that row takes the subscription's status, plan and start.
 */
export async function insertSubscriptionOfMembership(
  db: Executor,
  membership: { id: string; user_id: string; status: string; plan_amount_cents: number; billing_cycle: string; started_at: string; created_at: string },
  billing: Insertable<MembershipSubscriptionTable>,
): Promise<void> {
  const existing = await db.selectFrom("memberships").select("user_id").where("id", "=", membership.id).executeTakeFirst();
  if (!existing) return insertSubscription(db, membership, billing);
  if (existing.user_id !== membership.user_id) throw new Error(`Membership ${membership.id} belongs to another user`);
  const { status, plan_amount_cents, billing_cycle, started_at } = membership;
  await db.updateTable("memberships").set({ status, plan_amount_cents, billing_cycle, started_at }).where("id", "=", membership.id).execute();
  await db.insertInto("membership_subscriptions").values(billing).execute();
}

/** Writes a ledger row once per key; false when the key was written before. */
export async function insertLedgerRow(db: Executor, row: Insertable<MembershipLedgerTable>): Promise<boolean> {
  const result = await db.insertInto("membership_ledger").values(row).onConflict((oc) => oc.column("key").doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function ledgerOfUser(db: Executor, userId: string): Promise<LedgerRow[]> {
  return db.selectFrom("membership_ledger").selectAll().where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
}

export async function ledgerOfSubscription(db: Executor, membershipId: string): Promise<LedgerRow[]> {
  return db.selectFrom("membership_ledger").selectAll().where("membership_id", "=", membershipId).orderBy("created_at").orderBy("id").execute();
}

/** Records that `amount` of a contribution was refunded, guarded so it never exceeds the contribution. */
export async function addRefunded(db: Executor, ledgerId: string, amount: number): Promise<boolean> {
  const result = await db
    .updateTable("membership_ledger")
    .set((eb) => ({ refunded_cents: eb("refunded_cents", "+", amount) }))
    .where("id", "=", ledgerId)
    .where((eb) => eb(eb("refunded_cents", "+", amount), "<=", eb.ref("amount_cents")))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
