import type { LoanTerms, LoanView } from "@maison/contracts/loans";
import type { Actor } from "@maison/domain/actor/actor";
import { eventsFrom } from "@maison/domain/lifecycle/define-lifecycle";
import { LOAN_STATE_LABELS, loanLifecycle } from "@maison/domain/loans/loan-lifecycle";
import { LOAN_FEE_PERCENT, LOAN_GRACE_DAYS, LOAN_MAX_CENTS, LOAN_MIN_CENTS, LOAN_TERM_DAYS, loanPieceLimit, loanSharePercent } from "@maison/domain/loans/loan-terms";
import { TIERS } from "@maison/domain/membership/tier";
import type { LoanRow } from "./loans.table.ts";

/** The terms as the landing page and the account show them (decision 048). */
export function loanTerms(): LoanTerms {
  return {
    fee_percent: LOAN_FEE_PERCENT,
    term_days: LOAN_TERM_DAYS,
    grace_days: LOAN_GRACE_DAYS,
    min_cents: LOAN_MIN_CENTS,
    max_cents: LOAN_MAX_CENTS,
    tiers: TIERS.map((t) => ({ key: t.key, name: t.name, share_percent: loanSharePercent(t.key), pieces_at_a_time: loanPieceLimit(t.key) })),
  };
}

/** One loan as its borrower sees it, with the calls they can make now. */
export function toLoanView(row: LoanRow, borrower: Actor): LoanView {
  const allowed = new Set(eventsFrom(loanLifecycle, row.state, borrower));
  const actions: LoanView["actions"] = [];
  if (row.state === "funded") actions.push("create_return");
  if (allowed.has("ship_in")) actions.push("ship_in");
  if (allowed.has("cancel")) actions.push("cancel");
  return {
    loan_id: row.id,
    status: row.state,
    status_label: LOAN_STATE_LABELS[row.state],
    title: row.title,
    search_text: row.search_text,
    address_id: row.address_id,
    amount_cents: row.amount_cents,
    fee_cents: row.fee_cents,
    repayment_cents: row.amount_cents + row.fee_cents,
    share_percent: row.share_percent,
    appraised_value_cents: row.appraised_value_cents,
    due_at: row.due_at,
    forfeit_at: row.forfeit_at,
    inbound_tracking_number: row.inbound_tracking_number,
    return_tracking_number: row.return_tracking_number,
    ships_from: row.ships_from,
    created_at: row.created_at,
    funded_at: row.funded_at,
    repaid_at: row.repaid_at,
    returned_at: row.returned_at,
    actions,
  };
}
