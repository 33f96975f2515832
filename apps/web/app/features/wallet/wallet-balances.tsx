import type { WalletSummary } from "@maison/contracts/wallet-account";
import { formatPoints, formatUsd } from "./wallet-words.ts";

/** The wallet's figures (spec 2 §3 Wallet): cash to cash out, credit and rewards credit, points. */
export function WalletBalances({ summary }: { summary: WalletSummary }) {
  const plan = summary.rewards_credit.membership_plan;
  return (
    <dl className="wallet-balances">
      <div className="wallet-balance">
        <dt>Cash</dt>
        <dd>{formatUsd(summary.cash.available_cents)}</dd>
        <dd className="wallet-balance-note">{summary.cash.pending_cents > 0 ? `${formatUsd(summary.cash.pending_cents)} on its way to you` : "Available to cash out"}</dd>
      </div>
      <div className="wallet-balance">
        <dt>Store credit</dt>
        <dd>{formatUsd(summary.credit.available_cents)}</dd>
        <dd className="wallet-balance-note">
          {summary.rewards_credit.available_cents > 0 ? `${formatUsd(summary.rewards_credit.available_cents)} of it is rewards credit` : "Spend it at checkout"}
          {plan ? `, membership ${formatUsd(Math.round(plan.amount * 100))} ${plan.rewards_billing_cycle}` : ""}
        </dd>
      </div>
      <div className="wallet-balance">
        <dt>Points</dt>
        <dd>{formatPoints(summary.points.balance)}</dd>
        <dd className="wallet-balance-note">Worth {formatUsd(summary.points.value_cents)} at checkout</dd>
      </div>
    </dl>
  );
}
