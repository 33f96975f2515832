import { Form } from "react-router";
import type { LoanView } from "@maison/contracts/loans";
import { formatLoanAmount, formatLoanDate } from "./loan-format.ts";

/** The borrower's loans: status, amount, fee, due date, tracking, and the moves they can make now. */
export function LoanList({ loans, busy }: { loans: LoanView[]; busy: boolean }) {
  return (
    <ul className="loan-list">
      {loans.map((loan) => (
        <li key={loan.loan_id} className="loan-card" id={`loan-${loan.loan_id}`}>
          <div className="loan-card-head">
            <h3 className="loan-card-title">{loan.title}</h3>
            <span className={`loan-status loan-status-${loan.status}`}>{loan.status_label}</span>
          </div>
          <dl className="loan-facts">
            <div>
              <dt>Amount</dt>
              <dd>{formatLoanAmount(loan.amount_cents)}</dd>
            </div>
            <div>
              <dt>Fee</dt>
              <dd>{formatLoanAmount(loan.fee_cents)}</dd>
            </div>
            <div>
              <dt>To repay</dt>
              <dd>{formatLoanAmount(loan.repayment_cents)}</dd>
            </div>
            <div>
              <dt>Due date</dt>
              <dd>{loan.due_at ? formatLoanDate(loan.due_at) : "60 days after we pay you"}</dd>
            </div>
          </dl>
          <LoanNote loan={loan} />
          {loan.actions.length > 0 ? (
            <div className="loan-card-actions">
              {loan.actions.includes("create_return") ? (
                <Form method="post">
                  <input type="hidden" name="loan_id" value={loan.loan_id} />
                  <button type="submit" name="intent" value="repay" className="button button-primary" disabled={busy}>
                    Repay {formatLoanAmount(loan.repayment_cents)}
                  </button>
                </Form>
              ) : null}
              {loan.actions.includes("ship_in") ? (
                <Form method="post">
                  <input type="hidden" name="loan_id" value={loan.loan_id} />
                  <button type="submit" name="intent" value="ship_in" className="button button-secondary" disabled={busy}>
                    I have sent my piece
                  </button>
                </Form>
              ) : null}
              {loan.actions.includes("cancel") ? (
                <Form method="post">
                  <input type="hidden" name="loan_id" value={loan.loan_id} />
                  <button type="submit" name="intent" value="cancel" className="text-link loan-text-button" disabled={busy}>
                    Withdraw the request
                  </button>
                </Form>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function LoanNote({ loan }: { loan: LoanView }) {
  switch (loan.status) {
    case "requested":
    case "in_transit":
      return (
        <p className="loan-note">
          Send your piece from {loan.ships_from} with your prepaid UPS label, tracking number <span className="loan-code">{loan.inbound_tracking_number}</span>. We pay you as soon as it arrives and is authenticated.
        </p>
      );
    case "funded":
      return <p className="loan-note">Repay by {formatLoanDate(loan.due_at)} and we ship your piece back. After {formatLoanDate(loan.forfeit_at)} it becomes Maison's.</p>;
    case "repaid":
      return <p className="loan-note">Repaid on {formatLoanDate(loan.repaid_at)}. We are preparing your piece to ship back to {loan.ships_from}.</p>;
    case "returned":
      return (
        <p className="loan-note">
          Shipped back on {formatLoanDate(loan.returned_at)}, UPS tracking number <span className="loan-code">{loan.return_tracking_number}</span>.
        </p>
      );
    case "forfeited":
      return <p className="loan-note">The loan was not repaid within the grace period; the piece is now Maison's.</p>;
    default:
      return <p className="loan-note">This request is closed.</p>;
  }
}
