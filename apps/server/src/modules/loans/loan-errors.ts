import { LoanErrorCode } from "@maison/contracts/loans";
import { DomainError } from "@maison/domain/shared/domain-error";
import { formatWholeUsd } from "@maison/domain/money/cents";
import { LOAN_MIN_CENTS } from "@maison/domain/loans/loan-terms";

/** The loan program's failures, each with its code and words. */
export const loanErrors = {
  notFound: (field?: string) => new DomainError("not_found", LoanErrorCode.enum.loan_not_found, "This loan does not exist.", field),
  pieceNotFound: () =>
    new DomainError("not_found", LoanErrorCode.enum.piece_not_in_catalogue, "We could not find this piece in our catalogue. Try the designer and the model, for example “Chanel Classic Flap”.", "search_text"),
  needsSpecialist: (title: string) =>
    new DomainError("unprocessable", LoanErrorCode.enum.not_lendable, `Your ${title} needs a specialist's valuation before we can lend against it. Ask us for a quote in Sell, or try another piece.`, "search_text"),
  tooSmall: (title: string) =>
    new DomainError("unprocessable", LoanErrorCode.enum.not_lendable, `We lend at least ${formatWholeUsd(LOAN_MIN_CENTS)}; your ${title} is valued too low for a loan.`, "search_text"),
  limitReached: (limit: number) =>
    new DomainError("conflict", LoanErrorCode.enum.loan_limit_reached, `Your tier allows ${limit} ${limit === 1 ? "piece" : "pieces"} at a time in the loan program. Repay a loan first, or reach the next tier.`),
  notRepayable: (state: string) => new DomainError("conflict", LoanErrorCode.enum.not_repayable, `This loan cannot be repaid while it is ${state.replaceAll("_", " ")}.`, "loan_id"),
};
