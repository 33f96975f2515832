import { bonusFor } from "@maison/domain/membership/billing";
import { newId } from "../../db/id.ts";
import type { Tx } from "../../db/transaction.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { insertLedgerRow, ledgerOfSubscription, type SubscriptionRow } from "./membership.repository.ts";
import { ledgerTotals } from "./membership-view.ts";

/**
 * The ledger side of membership: a contribution becomes store credit ("rewards") and its 2 % bonus a
 * separate credit, each once per subscription and cycle; the bonus still held is taken back (forfeited)
 * on cancel or refund. Wallet keys and ledger keys are the same, so a retried step does its work once.
 */
export class MembershipLedger {
  constructor(private readonly wallet: WalletService, private readonly now: () => string) {}

  /** Credits cycle `cycle`'s contribution and bonus; returns the rewards account id. */
  async credit(tx: Tx, sub: Pick<SubscriptionRow, "id" | "user_id">, cycle: number, amountCents: number, paymentReference: string | null): Promise<string> {
    const base = `membership:${sub.id}:cycle:${cycle}`;
    const card = await this.wallet.creditStoreCredit(
      { userId: sub.user_id, amountCents, idempotencyKey: `${base}:contribution`, reference: `membership ${sub.id} contribution, cycle ${cycle}`, purpose: "rewards" },
      tx,
    );
    await this.row(tx, sub, "contribution", `${base}:contribution`, amountCents, cycle, paymentReference);
    const bonus = bonusFor(amountCents);
    if (bonus > 0) {
      await this.wallet.creditStoreCredit(
        { userId: sub.user_id, amountCents: bonus, idempotencyKey: `${base}:bonus`, reference: `membership ${sub.id} bonus, cycle ${cycle}`, purpose: "rewards" },
        tx,
      );
      await this.row(tx, sub, "bonus", `${base}:bonus`, bonus, cycle, null);
    }
    return card.summary.id;
  }

  /**
   * Takes back the bonus not yet forfeited, as far as the rewards credit still holds it (a balance never
   * goes negative: bonus already spent stays spent). Returns the amount forfeited.
   */
  async forfeitBonus(tx: Tx, sub: SubscriptionRow, occasion: "cancel" | "refund"): Promise<number> {
    if (!sub.rewards_account_id) return 0;
    const totals = ledgerTotals(await ledgerOfSubscription(tx.db, sub.id));
    const outstanding = totals.bonus - totals.forfeits;
    const card = await this.wallet.findGiftCardById(sub.rewards_account_id, tx);
    const amount = Math.min(outstanding, card?.availableCents ?? 0);
    if (amount <= 0) return 0;
    const key = `membership:${sub.id}:forfeit:${occasion}`;
    const hold = await this.wallet.hold(tx, sub.rewards_account_id, amount, key, `membership ${sub.id} bonus forfeited on ${occasion}`);
    await this.wallet.post(tx, hold.holdId);
    await this.row(tx, sub, "forfeit", key, amount, null, null);
    return amount;
  }

  async row(tx: Tx, sub: Pick<SubscriptionRow, "id" | "user_id">, kind: "contribution" | "bonus" | "forfeit" | "refund", key: string, amount: number, cycle: number | null, paymentReference: string | null) {
    await insertLedgerRow(tx.db, {
      id: newId("mlg"),
      key,
      membership_id: sub.id,
      user_id: sub.user_id,
      kind,
      cycle_index: cycle,
      amount_cents: amount,
      payment_reference: paymentReference,
      wallet_transaction_key: key,
      refunded_cents: 0,
      created_at: this.now(),
    });
  }
}
