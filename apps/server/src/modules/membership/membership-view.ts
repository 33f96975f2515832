import type { MembershipView } from "@maison/contracts/membership";
import { isMemberStatus, type MembershipStatus } from "@maison/domain/membership/membership-status";
import type { CancellationReason } from "@maison/domain/membership/cancellation-reasons";
import type { LedgerRow, SubscriptionRow } from "./membership.repository.ts";

const dollars = (cents: number) => cents / 100;

/** Totals of a ledger: contributions (less refunds), bonus (less forfeits). */
export function ledgerTotals(rows: readonly LedgerRow[]) {
  const sum = (kind: LedgerRow["kind"]) => rows.filter((r) => r.kind === kind).reduce((a, r) => a + Number(r.amount_cents), 0);
  return { contributions: sum("contribution"), bonus: sum("bonus"), forfeits: sum("forfeit"), refunds: sum("refund") };
}

export function toMembershipView(row: SubscriptionRow, ledger: readonly LedgerRow[]): MembershipView {
  const totals = ledgerTotals(ledger);
  return {
    contract_id: row.id,
    status: row.status as MembershipStatus,
    is_member: isMemberStatus(row.status),
    amount: dollars(row.plan_amount_cents),
    rewards_billing_cycle: row.payment_type,
    next_charge_date: row.status === "cancelled" || row.status === "suspended" ? null : row.next_charge_at,
    skip_next: row.skip_next === 1,
    failed_attempts: row.failed_attempts,
    started_at: row.started_at,
    cancelled_at: row.cancelled_at,
    cancellation_reason: (row.cancellation_reason as CancellationReason | null) ?? null,
    payment_method: row.payment_brand && row.payment_last4 !== null ? { brand: row.payment_brand, last4: row.payment_last4 } : null,
    total_contribution: dollars(totals.contributions),
    total_bonus: dollars(totals.bonus),
  };
}

export { dollars };
