import { useId, useRef, type KeyboardEvent, type Ref } from "react";
import { amountsFor, PLAN_PERIODS, switchPeriod, type PlanPeriod, type PlanPick } from "./membership-plans.ts";
import { CUSTOM_AMOUNT_LABEL, ONE_OFF_BOUNDS_TEXT } from "./one-off-amount.ts";

/** The custom one-off amount as typed, and the message shown under it (null while none is due). */
export interface CustomAmountField {
  text: string;
  error: string | null;
  onChange: (text: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
}

export interface PlanPickerProps {
  pick: PlanPick;
  onChange: (pick: PlanPick) => void;
  /** The one-off tab's custom amount field. */
  custom: CustomAmountField;
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/**
 * Monthly / Yearly / One-off tabs over the contribution amounts of the chosen period (spec 1 §9). The
 * tabs follow the ARIA tabs pattern (arrow keys move between them); the amounts are a radio group, so
 * the same keys pick a contribution. One-off adds a custom whole-dollar amount; while it holds text,
 * no fixed amount is checked.
 */
export function PlanPicker({ pick, onChange, custom }: PlanPickerProps) {
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
          <legend className="plan-amounts-legend">{`Your ${pick.period === "one_off" ? "one-off" : pick.period} contribution`}</legend>
          <div className={pick.period === "one_off" ? "plan-amount-grid plan-amount-grid-three" : "plan-amount-grid"}>
            {amountsFor(pick.period).map((amount) => (
              <label key={amount} className="plan-amount">
                <input
                  type="radio"
                  name="amount"
                  value={amount}
                  checked={amount === pick.amount && (pick.period !== "one_off" || custom.text === "")}
                  onChange={() => onChange({ period: pick.period, amount })}
                />
                <span className="plan-amount-figure">{dollars.format(amount)}</span>
                <span className="plan-amount-unit">{pick.period === "one_off" ? unit : `a ${unit}`}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {pick.period === "one_off" ? <CustomAmount baseId={baseId} field={custom} /> : null}
      </div>
    </div>
  );
}

function CustomAmount({ baseId, field }: { baseId: string; field: CustomAmountField }) {
  const inputId = `${baseId}-custom`;
  const hintId = `${baseId}-custom-hint`;
  const errorId = `${baseId}-custom-error`;
  return (
    <div className="field plan-custom-amount">
      <label className="field-label" htmlFor={inputId}>
        {CUSTOM_AMOUNT_LABEL}
      </label>
      <div className="field-control plan-custom-control">
        <span className="plan-custom-prefix" aria-hidden="true">
          $
        </span>
        <input
          ref={field.inputRef}
          id={inputId}
          className="field-input plan-custom-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          name="custom_amount"
          value={field.text}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      </div>
      <p id={hintId} className="field-hint">{`Any whole-dollar amount from ${ONE_OFF_BOUNDS_TEXT}.`}</p>
      {field.error ? (
        <p id={errorId} className="field-error">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
