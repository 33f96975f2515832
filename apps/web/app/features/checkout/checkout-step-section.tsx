import type { ReactNode } from "react";
import { Link } from "react-router";
import { STEP_TITLES, type StepState } from "./checkout-steps.ts";

export interface CheckoutStepSectionProps {
  state: StepState;
  /** What the step holds, shown while it is done and closed ("jane@example.com"). */
  summary?: ReactNode;
  /** The step's form, shown while it is open. */
  children?: ReactNode;
  /** Where "Change" leads (`?step=…`); none for steps that cannot change. */
  changeHref?: string | undefined;
}

/** One step of the checkout: its number and title, then its form when open or its summary when done. */
export function CheckoutStepSection({ state, summary, children, changeHref }: CheckoutStepSectionProps) {
  const titleId = `checkout-step-${state.step}`;
  const title = STEP_TITLES[state.step];
  return (
    <section className={`checkout-step is-${state.status}`} aria-labelledby={titleId}>
      <div className="checkout-step-head">
        <h2 className="checkout-step-title" id={titleId}>
          <span className="checkout-step-number" aria-hidden="true">
            {state.number}
          </span>
          {title}
          {state.status === "done" ? <span className="visually-hidden"> (done)</span> : null}
        </h2>
        {state.status === "done" && changeHref ? (
          <Link className="text-link" to={changeHref} preventScrollReset>
            Change<span className="visually-hidden"> {title.toLowerCase()}</span>
          </Link>
        ) : null}
      </div>
      {state.status === "open" ? <div className="checkout-step-body">{children}</div> : null}
      {state.status === "done" && summary ? <div className="checkout-step-summary">{summary}</div> : null}
    </section>
  );
}
