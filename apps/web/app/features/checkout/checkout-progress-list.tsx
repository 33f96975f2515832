import { STEP_TITLES, type StepState } from "./checkout-steps.ts";

/** "Contact · Shipping address · Shipping method · Payment and review", with the open step marked. */
export function CheckoutProgressList({ steps }: { steps: StepState[] }) {
  return (
    <ol className="checkout-progress" aria-label="Checkout steps">
      {steps.map((s) => (
        <li key={s.step} className={`checkout-progress-item is-${s.status}`} aria-current={s.status === "open" ? "step" : undefined}>
          {STEP_TITLES[s.step]}
          {s.status === "done" ? <span className="visually-hidden"> (done)</span> : null}
        </li>
      ))}
    </ol>
  );
}
