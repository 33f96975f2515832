import { normalizeBillingCycle } from "@maison/domain/cart/special-lines";
import { isMemberStatus } from "@maison/domain/membership/membership-status";
import { dollarsToCents } from "@maison/domain/money/cents";
import { formatCents } from "../cart/cart-money.ts";

/** How each membership status of spec 1 §4 reads to the member. */
const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  active_initial_access: "Active",
  skipped: "Skipping this cycle",
  suspended: "Suspended",
  cancelled: "Cancelled",
};

export function statusLabel(status: string | null | undefined): string {
  return (status && STATUS_LABELS[status]) || "Not a member";
}

/** The tone of the status badge: member (active), paused (skipped) or ended. */
export function statusTone(status: string | null | undefined): "member" | "paused" | "ended" {
  if (isMemberStatus(status)) return "member";
  return status === "skipped" ? "paused" : "ended";
}


/** Spec 1 §4: "yearly" is yearly, anything else monthly; a one-off contribution has no cycle. */
export function cycleLabel(cycle: string | null | undefined): string {
  if (cycle === "one_off") return "One-off";
  if (cycle === "daily") return "Daily (test plan)";
  return normalizeBillingCycle(cycle) === "yearly" ? "Yearly" : "Monthly";
}

/** "$50 a month", "$1,000 a year", "$500 once". */
export function planLabel(amountDollars: number, cycle: string | null | undefined): string {
  const amount = formatDollars(amountDollars);
  if (cycle === "one_off") return `${amount} once`;
  if (cycle === "daily") return `${amount} a day`;
  return `${amount} a ${normalizeBillingCycle(cycle) === "yearly" ? "year" : "month"}`;
}

/** Whole or decimal dollars as the wire sends them, written for the page: "$1,020" or "$5.10". */
export function formatDollars(amount: number): string {
  return formatCents(dollarsToCents(amount));
}

const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "April 30, 2026" from an ISO date or time; the text as given when it cannot be read. */
export function formatDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date);
}
