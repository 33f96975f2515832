import { SYSTEM_ACCOUNTS, type WalletAccountKind } from "@maison/domain/wallet/wallet-account";
import type { Clock } from "../../db/clock.ts";
import { noCrash, type CrashPoint } from "../../platform/crash/crash-points.ts";
import type { Tx } from "../../db/transaction.ts";
import { assertAmount, walletErrors } from "./wallet-errors.ts";
import { postCredit } from "./wallet-movements.ts";
import * as repo from "./wallet.repository.ts";

/** A posted spend of an order as a refund reads it: which account paid, of what kind, how much. */
export interface PostedSpend {
  holdId: string;
  accountId: string;
  kind: WalletAccountKind;
  lastCharacters: string | null;
  amount: number;
}

/**
 * Refunds of part of a posted spend (a returned piece of an order paid partly by a gift card, store
 * credit or points, decision 056): credited back to the same account, balanced against where the
 * spend went, under the caller's key (the same key credits once). `returnSpend` of the wallet gives a
 * whole spend back (a cancelled order); this gives back a part; the caller keeps the total given back within what was spent.
 */
export class WalletRefunds {
  constructor(
    private readonly clock: Clock,
    /** The crash test's named points (decision 075); inert unless CRASH_AT names one. */
    private readonly crash: CrashPoint = noCrash,
  ) {}

  async spendOf(tx: Tx, holdId: string): Promise<PostedSpend | null> {
    const spend = await repo.findTransactionById(tx.db, holdId);
    if (!spend || spend.kind !== "spend" || spend.state !== "posted") return null;
    const account = await repo.findAccountById(tx.db, spend.account_id);
    if (!account) return null;
    return { holdId, accountId: account.id, kind: account.kind, lastCharacters: account.last_characters ?? null, amount: Number(spend.amount) };
  }

  async returnPart(tx: Tx, holdId: string, amount: number, idempotencyKey: string, reference: string): Promise<void> {
    assertAmount(amount, "amount");
    const spend = await this.spendOf(tx, holdId);
    if (!spend) throw walletErrors.holdNotFound();
    if (amount > spend.amount) throw new Error(`refund of ${amount} exceeds the spend ${holdId} of ${spend.amount}`);
    const source = spend.kind === "points" ? SYSTEM_ACCOUNTS.pointsRedemption : SYSTEM_ACCOUNTS.sales;
    await postCredit(tx.db, { accountId: spend.accountId, source, kind: "credit", amount, idempotencyKey, reference }, this.clock.now().toISOString(), this.crash);
  }
}
