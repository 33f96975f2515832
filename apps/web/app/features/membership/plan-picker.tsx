import { useId, useRef, type KeyboardEvent } from "react";
import { PLAN_PERIODS, plansFor, switchPeriod, type PlanPeriod, type PlanPick } from "./membership-plans.ts";

export interface PlanPickerProps {
  pick: PlanPick;
  onChange: (pick: PlanPick) => void;
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/**
 * Monthly / Yearly tabs over the contribution amounts of the chosen period (spec 1 §9). The tabs
 * follow the ARIA tabs pattern (arrow keys move between them); the amounts are a radio group, so
 * the same keys pick a contribution and a form post works without JavaScript.
 */
export function PlanPicker({ pick, onChange }: PlanPickerProps) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const unit = PLAN_PERIODS.find((p) => p.id === pick.period)?.unit ?? "month";

  const choosePeriod = (period: PlanPeriod) => onChange(switchPeriod(pick, period));

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: PLAN_PERIODS.length - 1 };
    if (!(event.key in keys)) return;
    event.preventDefault();
    const target = (keys[event.key]! + PLAN_PERIODS.length) % PLAN_PERIODS.length;
    choosePeriod(PLAN_PERIODS[target]!.id);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className="plan-picker">
      <div className="plan-tabs" role="tablist" aria-label="Billing period">
        {PLAN_PERIODS.map((period, index) => {
          const selected = period.id === pick.period;
          return (
            <button
              key={period.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${period.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className="plan-tab"
              onClick={() => choosePeriod(period.id)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {period.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${pick.period}`} className="plan-panel">
        <fieldset className="plan-amounts">
          <legend className="plan-amounts-legend">{`Your ${pick.period} contribution`}</legend>
          <div className="plan-amount-grid">
            {plansFor(pick.period).map((plan) => (
              <label key={plan.variantId} className="plan-amount">
                <input
                  type="radio"
                  name="amount"
                  value={plan.amountDollars}
                  checked={plan.amountDollars === pick.amount}
                  onChange={() => onChange({ period: pick.period, amount: plan.amountDollars })}
                />
                <span className="plan-amount-figure">{dollars.format(plan.amountDollars)}</span>
                <span className="plan-amount-unit">{`a ${unit}`}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
