import { Link } from "react-router";
import { LOAN_FEE_PERCENT, LOAN_GRACE_DAYS, LOAN_TERM_DAYS } from "@maison/domain/loans/loan-terms";
import { LoanTermsTable, LOAN_TERMS_SENTENCE } from "../features/loans/loan-terms-table.tsx";
import { LOAN_PAGES } from "../features/loans/loans-paths.ts";
import "../features/membership/membership.css";
import "../features/loans/loans.css";
import type { Route } from "./+types/loan-program";

export const meta: Route.MetaFunction = () => [
  { title: "Loan Program: borrow against a piece you own | Maison" },
  { name: "description", content: `Borrow up to 60% of your piece's value for ${LOAN_TERM_DAYS} days, for a flat ${LOAN_FEE_PERCENT}% fee. Repay and it comes back to you.` },
];

const STEPS = [
  { title: "Tell us the piece", text: "Name the designer and the model. We value it from what pieces like it sold for, and show what your tier can borrow." },
  { title: "Send it, insured", text: "Ship it with the prepaid label from your address. We authenticate it on arrival and pay you the same day." },
  { title: "Repay, and it comes home", text: `Repay within ${LOAN_TERM_DAYS} days by card and we ship the piece back to you. Unpaid ${LOAN_GRACE_DAYS} days after the due date, it becomes Maison's.` },
];

/** The loan program's landing page: how it works and the terms by tier (decision 048). */
export default function LoanProgram() {
  return (
    <div className="loan-landing">
      <section className="membership-hero">
        <div className="membership-hero-inner page-width">
          <p className="eyebrow">Loan Program</p>
          <h1 className="membership-hero-title">Borrow against a piece you own</h1>
          <p className="membership-hero-text">Your bag, watch or jewel stays yours: we keep it safe while you use its value, and send it back when you repay.</p>
          <Link to={LOAN_PAGES.account} className="button button-primary">
            Start a loan
          </Link>
        </div>
      </section>
      <div className="page-width membership-body">
        <section className="membership-section" aria-labelledby="loan-steps-title">
          <h2 id="loan-steps-title" className="membership-section-title">
            How it works
          </h2>
          <ol className="loan-steps">
            {STEPS.map((step) => (
              <li key={step.title} className="loan-step">
                <h3 className="loan-step-title">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section className="membership-section" aria-labelledby="loan-terms-title">
          <h2 id="loan-terms-title" className="membership-section-title">
            The terms
          </h2>
          <p className="membership-section-text">{LOAN_TERMS_SENTENCE}</p>
          <LoanTermsTable />
          <p className="membership-section-text">
            Your tier follows what you spend over 12 months.{" "}
            <Link to="/rewards" className="text-link">
              See the tiers
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
