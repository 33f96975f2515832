import { formatCents } from "../cart/cart-money.ts";
import type { Tier } from "@maison/domain/membership/tier";
import { tierProgress } from "../membership/tier-progress.ts";

export interface TierProgressCardProps {
  /** The tier the profile carries. */
  tier: Tier;
  /** Trailing 12-month spend, when the account tells it; without it the card names the next threshold. */
  spendCents: number | null;
}

/** The shopper's tier and the way to the next: a progress bar with the spend still needed. */
export function TierProgressCard({ tier, spendCents }: TierProgressCardProps) {
  const progress = spendCents === null ? null : tierProgress(spendCents);
  const next = progress ? progress.next : nextAfter(tier);
  return (
    <section className="tier-card" aria-labelledby="tier-card-title">
      <p className="eyebrow">Your tier</p>
      <h2 id="tier-card-title" className="tier-card-title">
        {tier.name}
      </h2>
      {progress && progress.next ? (
        <>
          <p className="tier-card-text">
            Spend <strong>{formatCents(progress.neededCents)}</strong> more in the next 12 months to reach <strong>{progress.next.name}</strong>.
          </p>
          <div className="tier-meter">
            <progress className="tier-meter-bar" max={100} value={progress.percent} aria-label={`Progress to ${progress.next.name}`}>
              {`${progress.percent}%`}
            </progress>
            <div className="tier-meter-labels" aria-hidden="true">
              <span>{formatCents(spendCents ?? 0)} spent</span>
              <span>{formatCents(progress.next.minSpendCents)}</span>
            </div>
          </div>
        </>
      ) : next ? (
        <p className="tier-card-text">
          {`${next.name} starts at ${formatCents(next.minSpendCents)} of spend over the last 12 months.`}
        </p>
      ) : (
        <p className="tier-card-text">You are at our highest tier. Thank you for shopping with us.</p>
      )}
    </section>
  );
}

function nextAfter(tier: Tier) {
  return tierProgress(tier.minSpendCents).next;
}
