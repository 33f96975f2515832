import { randomUUID } from "node:crypto";
import { inTransaction } from "../../src/db/transaction.ts";
import type { TestApp } from "./test-app.ts";

/** A bearer gift card worth `amountCents`, issued through the wallet service; returns its id and code. */
export async function giftCard(t: TestApp, amountCents: number, options: { giftForYou?: boolean; ownerUserId?: string } = {}) {
  const issued = await t.context.services.wallet.issueGiftCard({
    amountCents,
    idempotencyKey: `test-issue-${randomUUID()}`,
    reference: "test",
    ...options,
  });
  return { id: issued.summary.id, code: issued.code as string };
}

/** Holds `amountCents` on a card in its own transaction, as one checkout would. */
export function holdInOwnTransaction(t: TestApp, cardId: string, amountCents: number, key: string) {
  return inTransaction(t.context.db, (tx) => t.context.services.wallet.hold(tx, cardId, amountCents, key, `checkout ${key}`));
}

/** Every ledger transaction whose entries do not sum to zero (double entry broken): must be empty. */
export async function unbalancedTransactions(t: TestApp): Promise<string[]> {
  const rows = await t.context.db.kysely
    .selectFrom("wallet_entries")
    .select(["transaction_id", (eb) => eb.fn.sum<number>("amount").as("total")])
    .groupBy("transaction_id")
    .execute();
  return rows.filter((r) => Number(r.total) !== 0).map((r) => r.transaction_id);
}

/**
 * Each card's stored balances recomputed from the ledger: posted = entries of posted transactions,
 * held = debits of pending ones. Returns the accounts whose stored figures disagree: must be empty.
 */
export async function driftedAccounts(t: TestApp): Promise<string[]> {
  const db = t.context.db.kysely;
  const accounts = await db.selectFrom("wallet_accounts").select(["id", "posted_balance", "held_amount"]).where("kind", "!=", "system").execute();
  const entries = await db
    .selectFrom("wallet_entries")
    .innerJoin("wallet_transactions", "wallet_transactions.id", "wallet_entries.transaction_id")
    .select(["wallet_entries.account_id", "wallet_entries.amount", "wallet_transactions.state"])
    .execute();
  return accounts
    .filter((account) => {
      const mine = entries.filter((e) => e.account_id === account.id);
      const posted = mine.filter((e) => e.state === "posted").reduce((s, e) => s + Number(e.amount), 0);
      const held = mine.filter((e) => e.state === "pending").reduce((s, e) => s - Number(e.amount), 0);
      return posted !== Number(account.posted_balance) || held !== Number(account.held_amount);
    })
    .map((a) => a.id);
}
