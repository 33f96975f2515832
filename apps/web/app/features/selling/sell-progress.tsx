import { STEP_TITLES, stepNumber, type SellStep } from "./sell-flow-state.ts";

/** The three steps of the flow (spec 2 §2), the current one marked for assistive technology. */
export function SellProgress({ step }: { step: SellStep }) {
  const current = stepNumber(step);
  return (
    <ol className="sell-progress" aria-label="Steps">
      {STEP_TITLES.map((entry, index) => {
        const number = index + 1;
        const status = number < current ? "done" : number === current ? "current" : "next";
        return (
          <li key={entry.step} className={`sell-progress-step is-${status}`} aria-current={status === "current" ? "step" : undefined}>
            <span className="sell-progress-number" aria-hidden="true">
              {number < current ? "✓" : number}
            </span>
            <span className="sell-progress-title">
              {entry.title}
              {status === "done" ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
