import { z } from "zod";

/** The typed failures of the wallet page's calls (decisions 053, 054); the two-factor codes of spec 2 §8 are in TwoFactorErrorBody. */
export const WalletAccountErrorCode = z.enum([
  /** Spec 2 §5: below $10: 400. */
  "cash_out_below_minimum",
  /** Spec 2 §5: above $50,000: 400. */
  "cash_out_above_maximum",
  /** Spec 2 §5: above the available cash: 422. */
  "cash_out_above_balance",
  /** Store credit is not cashed out; choose a bank account or a check address: 400. */
  "cash_out_profile_not_payable",
  /** No recent two-factor check in this session: 412, the page moves to the two-factor screens. */
  "two_factor_required",
  /** A two-factor code has 4 digits: 400. */
  "two_factor_code_malformed",
  /** No cash-out has this id: 404. */
  "cash_out_not_found",
  /** No account has this e-mail (the console's look-up): 404. */
  "customer_not_found",
]);
export type WalletAccountErrorCode = z.infer<typeof WalletAccountErrorCode>;

/** Amounts in dollars as the spec's client sends them (spec 2 §5 figures are dollars); at most two decimals. */
const Dollars = z
  .number("Enter an amount in dollars.")
  .finite("Enter an amount in dollars.")
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "Use at most two decimals.")
  .refine((n) => n > 0 && n <= 1_000_000_000, "Enter an amount in dollars.");

/** POST /v6/my-account/wallet/cash-out/ (spec 2 §5: payment_profile_id and amount). */
export const CashOutRequest = z.object({
  payment_profile_id: z.string("Choose where the money goes.").trim().min(1, "Choose where the money goes.").max(80),
  amount: Dollars,
});
export type CashOutRequest = z.infer<typeof CashOutRequest>;

export const CashOut = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  amount: z.number(),
  state: z.enum(["held", "sent", "settled", "returned"]),
  pending: z.boolean(),
  payment_profile_id: z.string(),
  payment_profile_label: z.string(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
});
export type CashOut = z.infer<typeof CashOut>;

export const HistoryEntry = z.object({
  id: z.string(),
  date: z.string(),
  formatted_date: z.string(),
  amount: z.number().int(),
  type: z.enum(["credit", "cancel", "debit", "refund", "expired", "redeemed"]),
  type_label: z.string(),
  status: z.enum(["positive", "negative"]),
  pending: z.boolean(),
  zendesk_ticket_id: z.string().nullable(),
  order: z.string().nullable(),
  description: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** GET /v6/my-account/wallet/{points|cash|credit}/history/ and /v6/my-account/site-credit/. */
export const WalletHistory = z.object({
  pending: z.array(HistoryEntry),
  completed: z.array(HistoryEntry),
  page: z.number().int(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
});
export type WalletHistory = z.infer<typeof WalletHistory>;

/** GET /v6/my-account/wallet/ (spec 2 §3 Wallet). */
export const WalletSummary = z.object({
  points: z.object({ balance: z.number().int(), value_cents: z.number().int() }),
  cash: z.object({ available_cents: z.number().int(), pending_cents: z.number().int() }),
  credit: z.object({ available_cents: z.number().int() }),
  rewards_credit: z.object({
    available_cents: z.number().int(),
    membership_plan: z.object({ amount: z.number(), rewards_billing_cycle: z.string() }).nullable(),
  }),
  cash_out: z.object({ min_cents: z.number().int(), max_cents: z.number().int(), two_factor_fresh: z.boolean() }),
  cash_outs: z.array(CashOut),
});
export type WalletSummary = z.infer<typeof WalletSummary>;

/** GET /v6/get-gift-card-total-details/ (spec 2 §7): dollars. */
export const GiftCardTotals = z.object({ amount: z.number(), gfy_amount: z.number() });

/** POST /v6/wallet/2fa/get-code/ */
export const TwoFactorCodeRequest = z.object({ channel: z.enum(["sms", "email"], "Choose text message or e-mail.").optional() }).default({});
export const TwoFactorCodeSent = z.object({ code_token: z.string(), channel: z.enum(["sms", "email"]), destination: z.string(), expires_at: z.string(), detail: z.string() });

/** POST /v6/wallet/2fa/auth/ */
export const TwoFactorAuthRequest = z.object({
  code_token: z.string("The code request is missing.").trim().min(1, "The code request is missing.").max(200),
  code: z.string("Enter the 4-digit code.").trim().max(20),
});
export const TwoFactorAuthResult = z.object({ is_verified: z.literal(true), valid_until: z.string() });

/** A two-factor refusal (spec 2 §8): `error` is one of 2fa_blocked, max_retries_limit_exceeded, invalid_token, authentication_failed, permission_denied. */
export const TwoFactorErrorBody = z.object({
  code: z.string(),
  error: z.string(),
  message: z.string(),
  detail: z.string(),
  blocked_for: z.number().int().optional(),
  attempts_left: z.number().int().optional(),
});

/** Console: a staff adjustment of a customer's wallet, with its reason (audited). */
export const WalletAdjustmentRequest = z.object({
  unit: z.enum(["cash", "points", "credit"], "Choose cash, points or store credit."),
  /** Cents for cash and credit, points for points; negative takes away. */
  amount: z.number("Enter a whole amount.").int("Enter a whole amount (cents or points).").refine((n) => n !== 0 && Math.abs(n) <= 10_000_000_00, "Enter a non-zero amount."),
  reason: z.string("Give the reason.").trim().min(3, "Give the reason (at least 3 characters).").max(500, "Use 500 characters or fewer."),
});
export type WalletAdjustmentRequest = z.infer<typeof WalletAdjustmentRequest>;
