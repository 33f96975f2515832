import { sql, type Insertable, type RawBuilder, type Kysely, type Selectable } from "kysely";
import { availableOf } from "@maison/domain/wallet/wallet-account";
import type { Database } from "../../db/schema.ts";
import type { GiftCardSummary } from "./wallet.port.ts";
import type { WalletAccountTable, WalletEntryTable, WalletTransactionTable } from "./wallet.table.ts";

export type WalletAccountRow = Selectable<WalletAccountTable>;
export type WalletTransactionRow = Selectable<WalletTransactionTable>;
type Executor = Kysely<Database>;

/** Inserts the account unless one with its id exists (find-or-create by a deterministic id). */
export async function insertAccountIfAbsent(db: Executor, account: Insertable<WalletAccountTable>): Promise<void> {
  await db.insertInto("wallet_accounts").values(account).onConflict((oc) => oc.column("id").doNothing()).execute();
}

export async function findAccountById(db: Executor, id: string): Promise<WalletAccountRow | undefined> {
  return db.selectFrom("wallet_accounts").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findAccountByCodeHash(db: Executor, codeHash: string): Promise<WalletAccountRow | undefined> {
  return db.selectFrom("wallet_accounts").selectAll().where("code_hash", "=", codeHash).executeTakeFirst();
}

/** The gift-card and store-credit accounts a user owns, oldest first. */
export async function findOwnedCards(db: Executor, userId: string): Promise<WalletAccountRow[]> {
  return db
    .selectFrom("wallet_accounts")
    .selectAll()
    .where("owner_user_id", "=", userId)
    .where("kind", "in", ["gift_card", "store_credit"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Inserts a ledger transaction unless its idempotency key was used; true when this call inserted it. */
export async function insertTransactionIfNew(db: Executor, row: Insertable<WalletTransactionTable>): Promise<boolean> {
  const result = await db
    .insertInto("wallet_transactions")
    .values(row)
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Removes a spend that could not be reserved, inside the transaction that inserted it (it never had entries). */
export async function deleteUnreservedSpend(db: Executor, transactionId: string): Promise<void> {
  await db.deleteFrom("wallet_transactions").where("id", "=", transactionId).where("state", "=", "pending").execute();
}

export async function findTransactionByKey(db: Executor, idempotencyKey: string): Promise<WalletTransactionRow | undefined> {
  return db.selectFrom("wallet_transactions").selectAll().where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
}

/** Spends still pending that were placed before `before`, oldest first (bounded batch). */
export async function findPendingSpendsBefore(db: Executor, before: string, limit = 500): Promise<WalletTransactionRow[]> {
  return db
    .selectFrom("wallet_transactions")
    .selectAll()
    .where("kind", "=", "spend")
    .where("state", "=", "pending")
    .where("created_at", "<", before)
    .orderBy("created_at")
    .limit(limit)
    .execute();
}

export async function findTransactionById(db: Executor, id: string): Promise<WalletTransactionRow | undefined> {
  return db.selectFrom("wallet_transactions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertEntries(db: Executor, entries: Array<Insertable<WalletEntryTable>>): Promise<void> {
  await db.insertInto("wallet_entries").values(entries).execute();
}

/**
 * Reserves `amount` on an active account in one guarded statement: it changes the row only while the
 * available balance covers it, so two concurrent holds can never both take the last dollar.
 */
export async function reserve(db: Executor, accountId: string, amount: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("wallet_accounts")
    .set({ held_amount: sql`held_amount + ${amount}`, updated_at: now })
    .where("id", "=", accountId)
    .where("kind", "!=", "system")
    .where("status", "=", "active")
    .where(sql<boolean>`posted_balance - held_amount >= ${amount}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns part of the held amount into a posted debit (the hold was posted). */
export async function settleHeld(db: Executor, accountId: string, amount: number, now: string): Promise<void> {
  await guardedUpdate(db, accountId, now, sql<number>`posted_balance - ${amount}`, sql<number>`held_amount - ${amount}`, amount);
}

/** Gives a held amount back to the available balance (the hold was released). */
export async function unreserve(db: Executor, accountId: string, amount: number, now: string): Promise<void> {
  await guardedUpdate(db, accountId, now, sql<number>`posted_balance`, sql<number>`held_amount - ${amount}`, amount);
}

/** Adds a posted credit to a card or points account. */
export async function addPosted(db: Executor, accountId: string, amount: number, now: string): Promise<void> {
  const result = await db
    .updateTable("wallet_accounts")
    .set({ posted_balance: sql`posted_balance + ${amount}`, updated_at: now })
    .where("id", "=", accountId)
    .where("kind", "!=", "system")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Error(`wallet account ${accountId} cannot be credited`);
}

async function guardedUpdate(db: Executor, accountId: string, now: string, posted: RawBuilder<number>, held: RawBuilder<number>, amount: number) {
  const result = await db
    .updateTable("wallet_accounts")
    .set({ posted_balance: posted, held_amount: held, updated_at: now })
    .where("id", "=", accountId)
    .where("held_amount", ">=", amount)
    .executeTakeFirst();
  // The hold's state changed in this transaction, so its amount must still be held: anything else is a bug.
  if (Number(result.numUpdatedRows) !== 1) throw new Error(`wallet account ${accountId} does not hold ${amount}`);
}

/** A new, empty, active account row of `kind`; callers add owner, purpose and code. */
export function emptyAccount(id: string, kind: "gift_card" | "store_credit" | "points" | "cash", now: string): Insertable<WalletAccountTable> {
  return {
    id,
    kind,
    owner_user_id: null,
    purpose: null,
    code_hash: null,
    code_sealed: null,
    last_characters: null,
    gift_for_you: 0,
    status: "active",
    unit: kind === "points" ? "points" : "usd",
    posted_balance: 0,
    held_amount: 0,
    created_at: now,
    updated_at: now,
  };
}

/** A card row as the rest of the server sees it (never its code). */
export function toSummary(row: WalletAccountRow): GiftCardSummary {
  return {
    id: row.id,
    lastCharacters: row.last_characters ?? "",
    availableCents: availableOf(row.posted_balance, row.held_amount),
    giftForYou: row.gift_for_you === 1,
    ownerUserId: row.owner_user_id,
    spendable: row.status === "active",
  };
}
