import type { ConsignmentSummary } from "@maison/contracts/consignment";

/** Received, Reviewed, Listed, Sold, Paid (spec 2 §4): the steps reached, and the one the piece is at. */
export function ConsignmentSteps({ steps }: { steps: ConsignmentSummary["steps"] }) {
  const current = steps.reduce((last, step, index) => (step.reached ? index : last), -1);
  return (
    <ol className="consignment-steps" aria-label="Progress">
      {steps.map((step, index) => (
        <li key={step.label} className={`consignment-step${step.reached ? " is-reached" : ""}${index === current ? " is-current" : ""}`} aria-current={index === current ? "step" : undefined}>
          <span className="consignment-step-dot" aria-hidden="true" />
          <span className="consignment-step-label">
            {step.label}
            <span className="visually-hidden">{step.reached ? ", done" : ", to come"}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
