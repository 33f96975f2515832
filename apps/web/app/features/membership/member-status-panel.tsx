import { Link } from "react-router";
import type { MembershipView } from "@maison/contracts/membership";
import { MEMBERSHIP_PAGES } from "./membership-paths.ts";
import { formatDate, formatDollars, planLabel, statusLabel } from "./membership-status.ts";

/** What a member sees instead of the plan picker: their plan, its state and where to manage it. */
export function MemberStatusPanel({ membership }: { membership: MembershipView | null }) {
  return (
    <section className="member-status" aria-labelledby="member-status-title">
      <p className="eyebrow">Maison Membership</p>
      <h2 id="member-status-title" className="member-status-title">
        You&rsquo;re a member
      </h2>
      {membership ? (
        <dl className="member-status-facts">
          <div>
            <dt>Plan</dt>
            <dd>{planLabel(membership.amount, membership.rewards_billing_cycle)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{statusLabel(membership.status)}</dd>
          </div>
          <div>
            <dt>Contributed so far</dt>
            <dd>{formatDollars(membership.total_contribution)}</dd>
          </div>
          <div>
            <dt>Next charge</dt>
            <dd>{membership.next_charge_date ? formatDate(membership.next_charge_date) : "None scheduled"}</dd>
          </div>
        </dl>
      ) : null}
      <p className="member-status-text">Member prices, the Wednesday VIP preview and free US shipping are yours. Your contributions wait in your wallet as store credit.</p>
      <div className="member-status-actions">
        <Link to={MEMBERSHIP_PAGES.account} className="button button-primary">
          Manage membership
        </Link>
        <Link to={MEMBERSHIP_PAGES.rewards} className="button button-secondary">
          Your tier and rewards
        </Link>
      </div>
    </section>
  );
}
