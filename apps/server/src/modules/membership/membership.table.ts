/** One subscription's billing, beside its `memberships` row (same id), which keeps the status. */
export interface MembershipSubscriptionTable {
  id: string;
  user_id: string;
  payment_type: "monthly" | "yearly" | "daily" | "one_off";
  /** When the next charge is due (also the end of a one-off's year); null once cancelled or suspended. */
  next_charge_at: string | null;
  /** Day of month the subscription started on: charges keep it across short months. */
  anchor_day: number;
  /** How many cycles have been charged or skipped (the key of each cycle's ledger rows). */
  cycle_index: number;
  skip_next: number;
  failed_attempts: number;
  /** The store-credit account its contributions and bonus are credited to. */
  rewards_account_id: string | null;
  payment_method_id: string | null;
  payment_brand: string | null;
  payment_last4: string | null;
  source_order_id: string | null;
  cancelled_at: string | null;
  cancellation_reason: string | null;
  created_at: string;
  updated_at: string;
  /** The words the buyer agreed to for the recurring charge at checkout, and when (decision 044); null for one-off contributions. */
  consent_terms: string | null;
  consented_at: string | null;
}

/** Every contribution, bonus, forfeit and refund of a subscription, with the wallet movement it made. */
export interface MembershipLedgerTable {
  id: string;
  /** Unique: the same charge or forfeit is written once. */
  key: string;
  membership_id: string;
  user_id: string;
  kind: "contribution" | "bonus" | "forfeit" | "refund";
  cycle_index: number | null;
  amount_cents: number;
  /** The captured payment of a contribution (refunds go back to it). */
  payment_reference: string | null;
  wallet_transaction_key: string | null;
  /** How much of a contribution was refunded. */
  refunded_cents: number;
  created_at: string;
}

/** The day of the year a member chose for their special-day discount. */
export interface MemberSpecialDayTable {
  user_id: string;
  month: number;
  day: number;
  updated_at: string;
}

/** The personal code issued for one year's special day (the code itself is a discount code with this owner). */
export interface SpecialDayDiscountTable {
  user_id: string;
  year: number;
  code: string;
  percentage: number;
  expires_at: string;
  created_at: string;
}

/**
 * A membership: the member role of spec 1 §4 (active and active_initial_access count as member) and
 * the subscription's lifecycle row. Identity reads its status with the session (decision 035).
 */
export interface MembershipTable {
  id: string;
  user_id: string;
  status: string;
  plan_amount_cents: number;
  billing_cycle: string;
  started_at: string;
  created_at: string;
}

export interface MembershipTables {
  memberships: MembershipTable;
  membership_subscriptions: MembershipSubscriptionTable;
  membership_ledger: MembershipLedgerTable;
  member_special_days: MemberSpecialDayTable;
  special_day_discounts: SpecialDayDiscountTable;
}
