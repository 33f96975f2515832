import { Form, Link } from "react-router";
import type { OpsLoan, OpsLoanList } from "@maison/contracts/loans";
import { OPS_PAGES } from "../ops/ops-paths.ts";
import { formatLoanAmount, formatLoanDate } from "./loan-format.ts";
import { opsLoansHref } from "./loans-paths.ts";

/** The loan queues as tabs (plain links) with how many loans wait in each. */
export function LoanQueueNav({ list }: { list: OpsLoanList }) {
  return (
    <nav aria-label="Loan queues" className="ops-orders-toolbar">
      <ul className="ops-tabs">
        {list.queues.map((queue) => (
          <li key={queue.key}>
            <Link to={opsLoansHref(queue.key)} className="ops-tab" aria-current={queue.key === list.queue ? "page" : undefined}>
              {queue.label} <span className="submission-tab-count">{queue.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One card per loan: the piece, the borrower, the figures, and the move allowed now. */
export function OpsLoanCards({ loans, busy, failure }: { loans: OpsLoan[]; busy: boolean; failure: { message: string; loanId: string | null } | null }) {
  return (
    <ul className="loan-list">
      {loans.map((loan) => (
        <li key={loan.id} className="ops-panel loan-card">
          <div className="loan-card-head">
            <h2 className="loan-card-title">{loan.title}</h2>
            <span className={`loan-status loan-status-${loan.state}`}>{loan.state_label}</span>
          </div>
          <dl className="loan-facts">
            <div>
              <dt>Borrower</dt>
              <dd className="loan-note">{loan.borrower_email || loan.borrower_id}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>{formatLoanAmount(loan.amount_cents)}</dd>
            </div>
            <div>
              <dt>Appraised</dt>
              <dd>{formatLoanAmount(loan.appraised_value_cents)}</dd>
            </div>
            <div>
              <dt>{loan.due_at ? "Due" : "Requested"}</dt>
              <dd>{formatLoanDate(loan.due_at ?? loan.created_at)}</dd>
            </div>
          </dl>
          <p className="loan-note">
            Ships from {loan.ships_from}. Inbound <span className="loan-code">{loan.inbound_tracking_number}</span>
            {loan.return_tracking_number ? (
              <>
                , return <span className="loan-code">{loan.return_tracking_number}</span>
              </>
            ) : null}
            .
          </p>
          {failure?.loanId === loan.id ? (
            <p className="form-message form-message-error" role="alert">
              {failure.message}
            </p>
          ) : null}
          <div className="loan-card-actions">
            {loan.actions.includes("fund") ? (
              <Form method="post">
                <input type="hidden" name="loan_id" value={loan.id} />
                <button type="submit" name="intent" value="fund" className="button button-primary" disabled={busy}>
                  Received and authenticated: pay {formatLoanAmount(loan.amount_cents)}
                </button>
              </Form>
            ) : null}
            {loan.actions.includes("ship_back") ? (
              <Form method="post">
                <input type="hidden" name="loan_id" value={loan.id} />
                <button type="submit" name="intent" value="ship_back" className="button button-primary" disabled={busy}>
                  Ship the piece back
                </button>
              </Form>
            ) : null}
            {loan.product_id ? (
              <Link to={OPS_PAGES.piece(loan.product_id)} className="text-link">
                {loan.state === "forfeited" ? "List this piece" : "View the piece"}
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
