import type { RewardsWalletResponse } from "@maison/contracts/membership";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { cycleLabel, formatDate, formatDollars, planLabel, statusLabel, statusTone } from "../membership/membership-status.ts";

/**
 * The wallet's membership view (spec 1 §3): the plan and its billing cycle, the status and the next
 * charge, and the rewards credit — total contribution, credits used, bonus and what is left.
 */
export function WalletMembershipSummary({ wallet }: { wallet: RewardsWalletResponse }) {
  const { rewards_credit: credit, membership } = wallet;
  const plan = credit.membership_plan;
  return (
    <div className="wallet-membership">
      {membership ? (
        <p className={`membership-status-badge membership-status-${statusTone(membership.status)}`}>{statusLabel(membership.status)}</p>
      ) : null}
      <dl className="membership-facts">
        <div>
          <dt>Plan</dt>
          <dd>{plan ? planLabel(plan.amount, plan.rewards_billing_cycle) : "None"}</dd>
        </div>
        <div>
          <dt>Billing cycle</dt>
          <dd>{plan ? cycleLabel(plan.rewards_billing_cycle) : "None"}</dd>
        </div>
        <div>
          <dt>Next charge</dt>
          <dd>{nextChargeText(membership)}</dd>
        </div>
        <div>
          <dt>Total contribution</dt>
          <dd>{formatDollars(credit.total_contribution)}</dd>
        </div>
        <div>
          <dt>Credits used</dt>
          <dd>{formatDollars(credit.credits_used)}</dd>
        </div>
        <div>
          <dt>Bonus credit</dt>
          <dd>{formatDollars(credit.total_bonus)}</dd>
        </div>
        <div>
          <dt>Rewards credit available</dt>
          <dd>{formatDollars(credit.balance)}</dd>
        </div>
      </dl>
      {membership && membership.failed_attempts > 0 && membership.status !== "cancelled" ? (
        <FormMessage tone="error">
          {membership.status === "suspended"
            ? "Your last contribution could not be charged, so the membership is suspended. Change your contribution to try the card again."
            : `Your last contribution was declined (${membership.failed_attempts} ${membership.failed_attempts === 1 ? "try" : "tries"}). We will try the card again.`}
        </FormMessage>
      ) : null}
      {membership?.payment_method && membership.status !== "cancelled" ? (
        <p className="membership-muted">{`Charged to the card ending in ${membership.payment_method.last4}.`}</p>
      ) : null}
    </div>
  );
}

function nextChargeText(membership: RewardsWalletResponse["membership"]): string {
  if (!membership?.next_charge_date) return "None scheduled";
  const date = formatDate(membership.next_charge_date);
  return membership.skip_next ? `${date} (skipped)` : date;
}
