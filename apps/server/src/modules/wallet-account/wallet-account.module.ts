import type { AppModule } from "../../platform/modules/app-module.ts";
import type { OpsQueueSource } from "../../platform/modules/ops-queue-source.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { Tx } from "../../db/transaction.ts";
import type { PayoutProfileService } from "../payouts/payout-profile.service.ts";
import type { PayoutService } from "../payouts/payout.service.ts";
import type { WalletHistoryService } from "../wallet/wallet-history.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { CASH_OUT_BINDING } from "./cash-out-binding.ts";
import { CASH_OUT_EMAILS, CASH_OUT_EMAILS_SUBSCRIBER, CashOutEmails } from "./cash-out-emails.ts";
import { CASH_OUT_FOLLOW_UP_JOB, CASH_OUT_SEND_JOB, CashOutService } from "./cash-out.service.ts";
import type { PendingEarningsSource } from "./pending-earnings.ts";
import { PointsEarning, type PointsEarningSources } from "./points-earning.ts";
import { WalletTwoFactorService, type WalletContacts } from "./two-factor.service.ts";
import { walletAccountRoutes } from "./wallet-account.routes.ts";
import { WalletAdjustments } from "./wallet-adjustments.ts";
import { walletOpsRoutes, type CustomerDirectory } from "./wallet-ops.routes.ts";
import { WalletSummaryService, type RewardsPlanSource } from "./wallet-summary.service.ts";

export interface WalletAccountModuleServices {
  cashOuts: CashOutService;
  walletTwoFactor: WalletTwoFactorService;
  walletSummary: WalletSummaryService;
  walletAdjustments: WalletAdjustments;
}

export interface WalletAccountModuleDeps {
  wallet: WalletService;
  walletHistory: WalletHistoryService;
  payouts: PayoutService;
  payoutProfiles: PayoutProfileService;
  contacts: WalletContacts & { emailOf(userId: string, tx?: Tx): Promise<string | null> };
  rewards: RewardsPlanSource;
  points: PointsEarningSources;
  people: CustomerDirectory;
  earnings: PendingEarningsSource;
}

/**
 * The customer's wallet (decisions 053–055): histories and balances over the ledger, points earned on
 * purchases, the cash-out with its two-factor check and its payout job, and the console's payouts
 * queue, ledger and adjustments.
 */
export function createWalletAccountModule(platform: Platform, deps: WalletAccountModuleDeps): AppModule<WalletAccountModuleServices> & { queues: OpsQueueSource[] } {
  const { db, clock, transitions, jobs, outbox, env } = platform;
  const walletTwoFactor = new WalletTwoFactorService(db, clock, outbox, deps.contacts, env.sessionSecret);
  const cashOuts = new CashOutService({ db, clock, transitions, jobs, wallet: deps.wallet, payouts: deps.payouts, payoutProfiles: deps.payoutProfiles, twoFactor: walletTwoFactor, crash: platform.crash });
  const walletSummary = new WalletSummaryService(deps.walletHistory, cashOuts, walletTwoFactor, deps.rewards);
  const walletAdjustments = new WalletAdjustments(db, transitions, deps.wallet);
  const points = new PointsEarning(deps.wallet, deps.points);
  const emails = new CashOutEmails({ outbox, emailOf: (userId, tx) => deps.contacts.emailOf(userId, tx), publicBaseUrl: env.publicBaseUrl });
  return {
    name: "wallet-account",
    services: { cashOuts, walletTwoFactor, walletSummary, walletAdjustments },
    bindings: [CASH_OUT_BINDING],
    apiRoutes: async (api) => {
      await walletAccountRoutes(api, { summary: walletSummary, history: deps.walletHistory, wallet: deps.wallet, cashOuts, twoFactor: walletTwoFactor, earnings: deps.earnings });
      await walletOpsRoutes(api, { cashOuts, history: deps.walletHistory, adjustments: walletAdjustments, people: deps.people });
    },
    jobs: {
      [CASH_OUT_SEND_JOB]: async (payload) => cashOuts.send((payload as { cashOutId: string }).cashOutId),
      [CASH_OUT_FOLLOW_UP_JOB]: async (payload) => {
        const { cashOutId, round } = payload as { cashOutId: string; round: number };
        await cashOuts.followUp(cashOutId, round);
      },
    },
    subscriptions: [
      { event: "order.paid", subscriber: "wallet.points-earned", mode: "in-transaction" as const, handler: points.onOrderPaid },
      { event: "order.cancelled", subscriber: "wallet.points-reversed", mode: "in-transaction" as const, handler: points.onOrderCancelled },
      { event: "return.refunded", subscriber: "wallet.points-returned", mode: "in-transaction" as const, handler: points.onReturnRefunded },
      ...Object.keys(CASH_OUT_EMAILS).map((event) => ({ event, subscriber: CASH_OUT_EMAILS_SUBSCRIBER, mode: "once" as const, handler: emails.handle })),
    ],
    queues: [
      {
        queue: async () => ({ key: "wallet_cash_outs", label: "Cash-outs to send", count: await cashOuts.countHeld(), href: "/ops/wallet", capability: "payouts" as const }),
      },
    ],
  };
}
