import { TIERS } from "@maison/domain/membership/tier";
import { LOAN_FEE_PERCENT, LOAN_GRACE_DAYS, LOAN_MAX_CENTS, LOAN_MIN_CENTS, LOAN_TERM_DAYS, loanPieceLimit, loanSharePercent } from "@maison/domain/loans/loan-terms";
import { formatLoanAmount } from "./loan-format.ts";

/** The terms of decision 048 in one sentence. */
export const LOAN_TERMS_SENTENCE = `A flat ${LOAN_FEE_PERCENT}% fee for ${LOAN_TERM_DAYS} days, from ${formatLoanAmount(LOAN_MIN_CENTS)} to ${formatLoanAmount(LOAN_MAX_CENTS)} a piece. Unpaid ${LOAN_GRACE_DAYS} days after the due date, the piece becomes Maison's and you keep the money.`;

/** What each tier may borrow: its share of the appraisal and how many pieces at a time. */
export function LoanTermsTable({ currentTier }: { currentTier?: string | null }) {
  return (
    <div className="loan-table-wrap">
      <table className="loan-table">
        <caption className="visually-hidden">Loan terms by tier</caption>
        <thead>
          <tr>
            <th scope="col">Tier</th>
            <th scope="col" className="is-number">
              Share of the appraisal
            </th>
            <th scope="col" className="is-number">
              Pieces at a time
            </th>
          </tr>
        </thead>
        <tbody>
          {TIERS.map((tier) => (
            <tr key={tier.key} aria-current={currentTier === tier.key ? "true" : undefined}>
              <th scope="row">
                {tier.name}
                {currentTier === tier.key ? <span className="tier-step-badge">Your tier</span> : null}
              </th>
              <td className="is-number">{loanSharePercent(tier.key)}%</td>
              <td className="is-number">{loanPieceLimit(tier.key)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
