import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { isDomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Tx } from "../../db/transaction.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import { walletErrors } from "./wallet-errors.ts";
import { WALLET_HOLD_BINDING } from "./wallet-hold-binding.ts";
import * as repo from "./wallet.repository.ts";
import type { WalletTransactionRow } from "./wallet.repository.ts";

type HoldEvent = "post" | "void";

const OUTCOME = {
  post: { state: "posted", stampColumn: "posted_at", otherwise: walletErrors.holdReleased },
  void: { state: "voided", stampColumn: "voided_at", otherwise: walletErrors.holdPosted },
} as const;

/** Transition codes meaning the hold was no longer pending when the guarded UPDATE ran. */
const MOVED_MEANWHILE = new Set(["illegal_transition", "transition_conflict"]);

/**
 * Moves a wallet hold out of `pending` through the transition helper (decision 019): the guarded
 * `UPDATE wallet_transactions … WHERE state = 'pending'`, an audit row with the actor, and the
 * `wallet_hold.posted` / `wallet_hold.voided` event, in the caller's transaction. The balance that goes
 * with it is the caller's to settle, only when this returns true.
 */
export class WalletHoldTransitions {
  constructor(
    private readonly transitions: Transitions,
    private readonly clock: Clock,
  ) {}

  /**
   * True when this call moved the hold; false when it was already where `event` leads (repeating is a
   * no-op, also when a concurrent call won the race). A hold that went the other way is a 409.
   */
  async move(tx: Tx, hold: WalletTransactionRow, event: HoldEvent, actor: Actor = holdCaller(hold)): Promise<boolean> {
    const outcome = OUTCOME[event];
    if (hold.state === outcome.state) return false;
    if (hold.state !== "pending") throw outcome.otherwise();
    try {
      await this.transitions.apply(tx, WALLET_HOLD_BINDING, hold.id, event, actor, {
        expectFrom: "pending",
        set: { [outcome.stampColumn]: this.clock.now().toISOString() },
        data: { accountId: hold.account_id, amount: Number(hold.amount), reference: hold.reference },
      });
      return true;
    } catch (error) {
      if (!isDomainError(error) || !MOVED_MEANWHILE.has(error.code)) throw error;
      const current = await repo.findTransactionById(tx.db, hold.id);
      if (current?.state === outcome.state) return false;
      throw outcome.otherwise();
    }
  }
}

/**
 * Who moves a hold when the caller does not say: the system, named after the module that placed it
 * (the first part of its idempotency key: `checkout`, `membership`…).
 */
export function holdCaller(hold: Pick<WalletTransactionRow, "idempotency_key">): Actor {
  const caller = hold.idempotency_key.split(":")[0] || "wallet";
  return systemActor(`${caller}.wallet_hold`);
}
