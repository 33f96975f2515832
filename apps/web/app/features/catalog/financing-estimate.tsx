import type { FinancingEstimateResponse } from "@maison/contracts/financing";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** "$1,234.56" for integer cents. */
const formatUsd = (cents: number) => usd.format(cents / 100);

/** "As low as $X/mo" under the price, with every plan in a disclosure (spec 1 §1 financing estimates). */
export function FinancingEstimate({ estimate }: { estimate: FinancingEstimateResponse | null }) {
  if (!estimate || !estimate.eligible || estimate.options.length === 0) return null;
  const lowest = estimate.options.reduce((a, b) => (b.monthly_payment_cents < a.monthly_payment_cents ? b : a));
  return (
    <details className="financing-estimate">
      <summary>
        As low as <strong>{formatUsd(lowest.monthly_payment_cents)}/mo</strong>
      </summary>
      <ul className="financing-options">
        {estimate.options.map((option) => (
          <li key={option.months}>
            <span>
              {option.months} months at {option.apr}% APR
            </span>
            <span>
              {formatUsd(option.monthly_payment_cents)}/mo · total {formatUsd(option.total_cents)}
            </span>
          </li>
        ))}
      </ul>
      <p className="financing-note">Subject to approval at checkout. Estimates exclude taxes and shipping.</p>
    </details>
  );
}
