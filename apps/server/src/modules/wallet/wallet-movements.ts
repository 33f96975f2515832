import type { Kysely } from "kysely";
import { noCrash, type CrashPoint } from "../../platform/crash/crash-points.ts";
import { newId } from "../../db/id.ts";
import type { Database } from "../../db/schema.ts";
import { walletErrors } from "./wallet-errors.ts";
import * as repo from "./wallet.repository.ts";
import type { WalletTransactionRow } from "./wallet.repository.ts";

type Executor = Kysely<Database>;

/** The two entries of a movement of `amount` from `debited` to `credited`: they sum to zero. */
export async function writeEntries(db: Executor, transactionId: string, key: string, debited: string, credited: string, amount: number, now: string) {
  await repo.insertEntries(db, [
    { id: newId("wen"), transaction_id: transactionId, account_id: debited, amount: -amount, idempotency_key: `${key}:debit`, created_at: now },
    { id: newId("wen"), transaction_id: transactionId, account_id: credited, amount, idempotency_key: `${key}:credit`, created_at: now },
  ]);
}

/** The transaction an already-used key made, which must be the same movement (else a 422). */
export async function sameMovement(db: Executor, key: string, expected: { kind: string; accountId: string; amount: number }): Promise<WalletTransactionRow> {
  const row = await repo.findTransactionByKey(db, key);
  if (!row) throw new Error(`wallet transaction ${key} vanished`);
  if (row.kind !== expected.kind || row.account_id !== expected.accountId || row.amount !== expected.amount) throw walletErrors.keyReused();
  return row;
}

/**
 * Posts a credit of `amount` to `accountId`, balanced against the system account `source`, at once.
 * Returns false when the key was already used for this same credit (nothing moves twice). `crash` is the
 * crash test's point between the movement's row and its entries (decision 075), inert otherwise.
 */
export async function postCredit(
  db: Executor,
  movement: { accountId: string; source: string; kind: "issue" | "credit"; amount: number; idempotencyKey: string; reference: string },
  now: string,
  crash: CrashPoint = noCrash,
): Promise<boolean> {
  const transactionId = newId("wtx");
  const inserted = await repo.insertTransactionIfNew(db, {
    id: transactionId,
    idempotency_key: movement.idempotencyKey,
    kind: movement.kind,
    state: "posted",
    account_id: movement.accountId,
    amount: movement.amount,
    reference: movement.reference,
    created_at: now,
    posted_at: now,
    voided_at: null,
  });
  if (!inserted) {
    await sameMovement(db, movement.idempotencyKey, { kind: movement.kind, accountId: movement.accountId, amount: movement.amount });
    return false;
  }
  crash("wallet.credit.before_entries");
  await writeEntries(db, transactionId, movement.idempotencyKey, movement.source, movement.accountId, movement.amount, now);
  await repo.addPosted(db, movement.accountId, movement.amount, now);
  return true;
}
