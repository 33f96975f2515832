import { formatCents } from "../cart/cart-money.ts";
import { NAMED_TIERS } from "./tier-progress.ts";

/**
 * Bronze, Silver, Gold and Diamond with the trailing 12-month spend each needs (spec 2 §9); the
 * shopper's own tier, when known, is marked.
 */
export function TierLadder({ currentKey, headingId }: { currentKey?: string | null; headingId: string }) {
  return (
    <ol className="tier-ladder" aria-labelledby={headingId}>
      {NAMED_TIERS.map((tier) => {
        const current = tier.key === currentKey;
        return (
          <li key={tier.key} className={`tier-step tier-step-${tier.key}`} aria-current={current ? "step" : undefined}>
            <span className="tier-step-name">{tier.name}</span>
            <span className="tier-step-spend">{`${formatCents(tier.minSpendCents)}+ in 12 months`}</span>
            {current ? <span className="tier-step-badge">Your tier</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
