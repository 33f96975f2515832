import { z } from "zod";
import { LOAN_STATES } from "@maison/domain/loans/loan-lifecycle";
import { AddressId } from "./address.ts";

/**
 * Loans against a piece (spec 2 §7 `/v6/my-account/loan_program/…`: verify_loan {search_text},
 * create_loan {search_text, address_id}, loans, create_return {loan_id}; §3 Loan: search_text,
 * address_id, loan_id) and the console's loans (decision 048). Money in integer cents.
 */

/** The typed failures of the loan program. */
export const LoanErrorCode = z.enum([
  /** No loan of the caller's has this id: 404 (another borrower's is also 404). */
  "loan_not_found",
  /** Nothing in the seller's catalogue matches the text: 404 on `search_text`. */
  "piece_not_in_catalogue",
  /** The piece needs a specialist's valuation, or is worth too little to lend against: 422 on `search_text`. */
  "not_lendable",
  /** The tier's pieces-at-a-time limit is reached: 409. */
  "loan_limit_reached",
  /** The loan cannot be repaid now (not funded, already repaid or forfeited): 409. */
  "not_repayable",
]);
export type LoanErrorCode = z.infer<typeof LoanErrorCode>;

export const LoanId = z.string().regex(/^loan_[a-z0-9]{10,60}$/, "must be a loan id");
export const LoanStateSchema = z.enum(LOAN_STATES);

const SearchText = z.string({ message: "must be the name of your piece" }).trim().min(2, "must name your piece (at least 2 characters)").max(200, "must be at most 200 characters");

export const VerifyLoanInput = z.object({ search_text: SearchText });
export type VerifyLoanInput = z.infer<typeof VerifyLoanInput>;

export const CreateLoanInput = z.object({ search_text: SearchText, address_id: AddressId });
export type CreateLoanInput = z.infer<typeof CreateLoanInput>;

export const CreateReturnInput = z.object({ loan_id: LoanId });
export type CreateReturnInput = z.infer<typeof CreateReturnInput>;

/** The terms shown on the landing page and with every offer (decision 048). */
export const LoanTerms = z.object({
  fee_percent: z.number(),
  term_days: z.number().int(),
  grace_days: z.number().int(),
  min_cents: z.number().int(),
  max_cents: z.number().int(),
  tiers: z.array(z.object({ key: z.string(), name: z.string(), share_percent: z.number(), pieces_at_a_time: z.number().int() })),
});
export type LoanTerms = z.infer<typeof LoanTerms>;

/** What can be lent against the piece the text names, for this borrower's tier. */
export const LoanVerification = z.object({
  search_text: z.string(),
  sku: z.string(),
  title: z.string(),
  appraised_value_cents: z.number().int(),
  tier: z.string(),
  share_percent: z.number(),
  amount_cents: z.number().int(),
  fee_cents: z.number().int(),
  repayment_cents: z.number().int(),
  term_days: z.number().int(),
  grace_days: z.number().int(),
  pieces_at_a_time: z.number().int(),
  open_loans: z.number().int(),
  can_borrow: z.boolean(),
  message: z.string(),
});
export type LoanVerification = z.infer<typeof LoanVerification>;

/** One loan as its borrower sees it: status, amount, fee, due date, and how the piece travels. */
export const LoanView = z.object({
  loan_id: LoanId,
  status: LoanStateSchema,
  status_label: z.string(),
  title: z.string(),
  search_text: z.string(),
  address_id: z.string().nullable(),
  amount_cents: z.number().int(),
  fee_cents: z.number().int(),
  repayment_cents: z.number().int(),
  share_percent: z.number(),
  appraised_value_cents: z.number().int(),
  due_at: z.string().nullable(),
  forfeit_at: z.string().nullable(),
  inbound_tracking_number: z.string().nullable(),
  return_tracking_number: z.string().nullable(),
  ships_from: z.string(),
  created_at: z.string(),
  funded_at: z.string().nullable(),
  repaid_at: z.string().nullable(),
  returned_at: z.string().nullable(),
  /** The calls the borrower can make now: `create_return` (repay) while funded, `ship_in`, `cancel` before the piece arrives. */
  actions: z.array(z.enum(["create_return", "ship_in", "cancel"])),
});
export type LoanView = z.infer<typeof LoanView>;

export const LoanList = z.object({ loans: z.array(LoanView), terms: LoanTerms });
export type LoanList = z.infer<typeof LoanList>;

export const CreateReturnResponse = z.object({ loan_id: LoanId, amount_cents: z.number().int(), checkout_web_url: z.string() });
export type CreateReturnResponse = z.infer<typeof CreateReturnResponse>;

// ---- The console (/api/ops/loans/) ---------------------------------------------------------------

export const OPS_LOAN_QUEUES = {
  to_fund: { label: "To receive and fund", states: ["requested", "in_transit"] },
  funded: { label: "Funded", states: ["funded"] },
  to_ship_back: { label: "Repaid, to ship back", states: ["repaid"] },
  forfeited: { label: "Forfeited, to list", states: ["forfeited"] },
  closed: { label: "Closed", states: ["returned", "cancelled"] },
} as const satisfies Record<string, { label: string; states: readonly (typeof LOAN_STATES)[number][] }>;
export const OPS_LOAN_QUEUE_KEYS = Object.keys(OPS_LOAN_QUEUES) as Array<keyof typeof OPS_LOAN_QUEUES>;
export const OpsLoanQueue = z.enum(OPS_LOAN_QUEUE_KEYS as [keyof typeof OPS_LOAN_QUEUES, ...Array<keyof typeof OPS_LOAN_QUEUES>]);
export type OpsLoanQueue = z.infer<typeof OpsLoanQueue>;

export const OpsLoanListQuery = z.object({ queue: OpsLoanQueue.default("to_fund") });

export const OpsLoan = z.object({
  id: LoanId,
  state: LoanStateSchema,
  state_label: z.string(),
  title: z.string(),
  borrower_id: z.string(),
  borrower_email: z.string(),
  amount_cents: z.number().int(),
  fee_cents: z.number().int(),
  appraised_value_cents: z.number().int(),
  ships_from: z.string(),
  inbound_tracking_number: z.string().nullable(),
  return_tracking_number: z.string().nullable(),
  product_id: z.string().nullable(),
  due_at: z.string().nullable(),
  forfeit_at: z.string().nullable(),
  created_at: z.string(),
  actions: z.array(z.enum(["fund", "ship_back", "cancel"])),
});
export type OpsLoan = z.infer<typeof OpsLoan>;

export const OpsLoanList = z.object({
  queue: OpsLoanQueue,
  queues: z.array(z.object({ key: OpsLoanQueue, label: z.string(), count: z.number().int() })),
  loans: z.array(OpsLoan),
});
export type OpsLoanList = z.infer<typeof OpsLoanList>;

export const OpsLoanParams = z.object({ id: LoanId });
