import type { WalletAdjustmentRequest } from "@maison/contracts/wallet-account";
import { hasCapability, type Actor } from "@maison/domain/actor/actor";
import { DomainError } from "@maison/domain/shared/domain-error";
import { LifecycleErrorCode } from "@maison/contracts/lifecycle";
import { walletAdjustmentLifecycle } from "@maison/domain/wallet/wallet-adjustment-lifecycle";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { WalletService } from "../wallet/wallet.service.ts";

/**
 * Staff corrections of a customer's wallet (decision 053): a credit or a debit of cash, points or store
 * credit against the adjustments account, in one transaction with its audit row (who, why, how much).
 * A debit never takes more than is available.
 */
export class WalletAdjustments {
  constructor(
    private readonly db: Db,
    private readonly transitions: Transitions,
    private readonly wallet: WalletService,
  ) {}

  async adjust(actor: Actor, userId: string, input: WalletAdjustmentRequest): Promise<{ id: string; balance: number }> {
    if (!hasCapability(actor, "payouts")) throw new DomainError("forbidden", LifecycleErrorCode.enum.missing_capability, "This needs the payouts permission.");
    const id = newId("wad");
    return inTransaction(this.db, async (tx) => {
      const balance = await this.wallet.adjust(tx, { userId, unit: input.unit, amount: input.amount, idempotencyKey: `adjustment:${id}`, reference: `adjustment: ${input.reason}` }, actor);
      await this.transitions.created(tx, walletAdjustmentLifecycle, id, "posted", actor, {
        event: "adjust",
        emits: "wallet_adjustment.posted",
        reason: input.reason,
        data: { user_id: userId, unit: input.unit, amount: input.amount, balance },
      });
      return { id, balance };
    });
  }
}
