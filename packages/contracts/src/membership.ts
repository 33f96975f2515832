import { z } from "zod";
import { MEMBERSHIP_STATUSES } from "@maison/domain/membership/membership-status";
import { CANCELLATION_REASON_KEYS } from "@maison/domain/membership/cancellation-reasons";
import { PAYMENT_TYPES } from "@maison/domain/membership/plans";

/**
 * The membership calls (spec 1 §7, decisions 025 and 026). Amounts are whole or decimal dollars as
 * numbers on the wire (cents inside the server). The /shop-plus/api calls are served at exactly those
 * paths (outside /api); the account calls under /api/v6/my-account/rewards_plus/.
 */

const amountField = z.coerce
  .number({ error: "Enter an amount in dollars." })
  .int({ error: "Enter a whole number of dollars." })
  .positive({ error: "Enter an amount in dollars." })
  .max(100_000, { error: "That amount is too large." });

export const PaymentType = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof PaymentType>;
export const MembershipStatus = z.enum(MEMBERSHIP_STATUSES);
export type MembershipStatus = z.infer<typeof MembershipStatus>;
export const CancellationReason = z.enum(CANCELLATION_REASON_KEYS);
export type CancellationReason = z.infer<typeof CancellationReason>;
/** Spec 1 §4: yearly or monthly (anything else is read as monthly); daily only for test plans. */
export const RewardsBillingCycle = z.enum(["monthly", "yearly", "daily", "one_off"]);

// GET /shop-plus/api/plans/ — the plans offered (test plans only outside production) and the reasons to cancel.
export const MembershipPlan = z.object({
  amount: z.number(),
  rewards_billing_cycle: RewardsBillingCycle,
  /** gid://shopify/ProductVariant/… of the plan's cart line. */
  merchandiseId: z.string(),
  /** gid://shopify/SellingPlan/… the line carries. */
  sellingPlanId: z.string(),
  title: z.string(),
});
export type MembershipPlan = z.infer<typeof MembershipPlan>;
export const MembershipPlansResponse = z.object({
  plans: z.array(MembershipPlan),
  one_off_amounts: z.array(z.number()),
  custom_one_off: z.object({ min: z.number(), max: z.number() }),
  bonus_percent: z.number(),
  payment_delay_days: z.number(),
  cancellation_reasons: z.array(z.object({ key: CancellationReason, label: z.string() })),
});
export type MembershipPlansResponse = z.infer<typeof MembershipPlansResponse>;

// GET /shop-plus/api/balance-projection/new/?amount&payment_type
export const BalanceProjectionNewQuery = z.object({ amount: amountField, payment_type: PaymentType });
export type BalanceProjectionNewQuery = z.infer<typeof BalanceProjectionNewQuery>;
// GET /shop-plus/api/balance-projection/existing/?amount[&payment_type] (signed in; starts from the member's rewards balance)
export const BalanceProjectionExistingQuery = z.object({ amount: amountField, payment_type: PaymentType.optional() });
export type BalanceProjectionExistingQuery = z.infer<typeof BalanceProjectionExistingQuery>;
export const BalanceProjectionPoint = z.object({
  /** 1…12 */
  month: z.number().int(),
  /** ISO date (YYYY-MM-DD) of the end of that month of membership. */
  date: z.string(),
  contribution: z.number(),
  bonus: z.number(),
  /** Projected rewards credit at the end of the month (contributions + bonus, nothing spent). */
  balance: z.number(),
});
export type BalanceProjectionPoint = z.infer<typeof BalanceProjectionPoint>;
export const BalanceProjectionResponse = z.object({ balance_projection: z.array(BalanceProjectionPoint) });
export type BalanceProjectionResponse = z.infer<typeof BalanceProjectionResponse>;

// GET /shop-plus/api/rewards-activity/ (signed in)
export const RewardsActivityType = z.enum(["contribution", "bonus", "spend", "forfeit", "refund"]);
export type RewardsActivityType = z.infer<typeof RewardsActivityType>;
export const RewardsActivityEntry = z.object({
  id: z.string(),
  /** ISO-8601 time. */
  date: z.string(),
  type: RewardsActivityType,
  /** Dollars; positive for credits (contribution, bonus), negative for spends, forfeits and refunds. */
  amount: z.number(),
  /** The subscription (contract) it belongs to; null for spends. */
  contract_id: z.string().nullable(),
  description: z.string(),
});
export type RewardsActivityEntry = z.infer<typeof RewardsActivityEntry>;
export const RewardsActivityResponse = z.object({
  activity: z.array(RewardsActivityEntry),
  total_contribution: z.number(),
  total_bonus: z.number(),
  credits_used: z.number(),
  balance: z.number(),
});
export type RewardsActivityResponse = z.infer<typeof RewardsActivityResponse>;

// POST /shop-plus/api/checkout/oneoff/ {amount} (signed in)
export const OneOffCheckoutRequest = z.object({ amount: amountField });
export type OneOffCheckoutRequest = z.infer<typeof OneOffCheckoutRequest>;
export const OneOffCheckoutResponse = z.object({
  /** The one-time sign-in link that lands on the hosted checkout of the new cart. */
  checkout_web_url: z.string(),
});
export type OneOffCheckoutResponse = z.infer<typeof OneOffCheckoutResponse>;

/** A subscription ("contract") as the account pages show it. */
export const MembershipView = z.object({
  contract_id: z.string(),
  status: MembershipStatus,
  is_member: z.boolean(),
  amount: z.number(),
  rewards_billing_cycle: RewardsBillingCycle,
  /** ISO time of the next charge; null once cancelled or suspended. */
  next_charge_date: z.string().nullable(),
  /** The coming cycle is skipped (nothing charged on next_charge_date). */
  skip_next: z.boolean(),
  /** Tries of the current charge that were declined (retried every payment delay, suspended after 3). */
  failed_attempts: z.number().int(),
  started_at: z.string(),
  cancelled_at: z.string().nullable(),
  cancellation_reason: CancellationReason.nullable(),
  payment_method: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  total_contribution: z.number(),
  total_bonus: z.number(),
});
export type MembershipView = z.infer<typeof MembershipView>;

// GET /api/v6/my-account/rewards_plus/is_member/
export const IsMemberResponse = z.object({
  is_member: z.boolean(),
  /** The latest subscription's status, or null for someone who never joined. */
  rewards_membership_status: MembershipStatus.nullable(),
  membership: MembershipView.nullable(),
});
export type IsMemberResponse = z.infer<typeof IsMemberResponse>;

// POST /api/v6/my-account/rewards_plus/update_monthly_contribution/ {amount} → {membership}
export const UpdateContributionRequest = z.object({ amount: amountField });
export type UpdateContributionRequest = z.infer<typeof UpdateContributionRequest>;
// POST /api/v6/my-account/rewards_plus/cancel_subscription/ {reason} → {membership}
export const CancelSubscriptionRequest = z.object({ reason: CancellationReason });
export type CancelSubscriptionRequest = z.infer<typeof CancelSubscriptionRequest>;
// POST /api/v6/my-account/rewards_plus/skip/ {} → {membership}: the coming cycle is not charged.
export const SkipRequest = z.object({}).strict();
export type SkipRequest = z.infer<typeof SkipRequest>;
export const MembershipResponse = z.object({ membership: MembershipView });
export type MembershipResponse = z.infer<typeof MembershipResponse>;

// PUT /api/v6/my-account/rewards_plus/refund/ {contract_id}
export const RefundRequest = z.object({ contract_id: z.string().min(1).max(100) });
export type RefundRequest = z.infer<typeof RefundRequest>;
export const RefundResponse = z.object({
  contract_id: z.string(),
  /** Contributions returned to the card (and taken off the rewards credit). */
  refunded_contributions: z.number(),
  /** Bonus credit taken back (bonus is never refunded). */
  forfeited_bonus: z.number(),
  membership: MembershipView,
});
export type RefundResponse = z.infer<typeof RefundResponse>;

// GET /api/v6/my-account/rewards_plus/wallet/ — the wallet's membership view (spec 1 §3, spec 2 §3).
export const RewardsWalletResponse = z.object({
  rewards_credit: z.object({
    membership_plan: z.object({ amount: z.number(), rewards_billing_cycle: RewardsBillingCycle }).nullable(),
    total_contribution: z.number(),
    credits_used: z.number(),
    total_bonus: z.number(),
    /** Rewards credit available now. */
    balance: z.number(),
  }),
  membership: MembershipView.nullable(),
});
export type RewardsWalletResponse = z.infer<typeof RewardsWalletResponse>;

/**
 * The typed failures of memberships. A card the gateway declines answers with the gateway's decline
 * code as it is (`PaymentDeclineCode` in payment.ts); a bad contribution amount is `invalid_amount`.
 */
export const MembershipErrorCode = z.enum([
  /** The user has no membership to change, skip, cancel or bill: 404. */
  "membership_not_found",
  /** No membership contract of the user's has this id: 404 on `contract_id`. */
  "contract_not_found",
  /** The membership's status does not allow this change (a cancelled one cannot be skipped…): 409. */
  "membership_state_conflict",
  /** The contract has already been refunded in full: 409 on `contract_id`. */
  "membership_nothing_to_refund",
]);
export type MembershipErrorCode = z.infer<typeof MembershipErrorCode>;
