import type { WalletSummary } from "@maison/contracts/wallet-account";
import { CASH_OUT_MAX_CENTS, CASH_OUT_MIN_CENTS } from "@maison/domain/wallet/cash-out-rules";
import type { WalletHistoryService } from "../wallet/wallet-history.service.ts";
import type { CashOutService } from "./cash-out.service.ts";
import type { WalletTwoFactorService } from "./two-factor.service.ts";

/** The membership's side of the wallet (spec 2 §3 rewards_credit.membership_plan). */
export interface RewardsPlanSource {
  planOf(userId: string): Promise<{ amount: number; rewards_billing_cycle: string } | null>;
}

/** GET /wallet/: balances, the rewards credit with its plan, the cash-out limits and whether the session may cash out now. */
export class WalletSummaryService {
  constructor(
    private readonly history: WalletHistoryService,
    private readonly cashOuts: CashOutService,
    private readonly twoFactor: WalletTwoFactorService,
    private readonly rewards: RewardsPlanSource,
  ) {}

  async summary(user: { userId: string; sessionId: string }): Promise<WalletSummary> {
    const balances = await this.history.balances(user.userId);
    return {
      points: { balance: balances.points, value_cents: balances.points },
      cash: { available_cents: balances.cash.available, pending_cents: balances.cash.pending },
      credit: { available_cents: balances.credit.available },
      rewards_credit: { available_cents: balances.credit.rewards, membership_plan: await this.rewards.planOf(user.userId) },
      cash_out: { min_cents: CASH_OUT_MIN_CENTS, max_cents: CASH_OUT_MAX_CENTS, two_factor_fresh: await this.twoFactor.isFresh(user) },
      cash_outs: await this.cashOuts.listOf(user.userId),
    };
  }
}
