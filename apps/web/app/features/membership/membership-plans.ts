import { membershipPlans, type SpecialVariant } from "@maison/domain/cart/special-lines";
import { ONE_OFF_AMOUNTS } from "@maison/domain/membership/plans";
import { isOneOffAmount } from "./one-off-amount.ts";

/** The recurring periods a plan is billed on; daily test plans are never shown here. */
export type RecurringPeriod = "monthly" | "yearly";
/** What the membership page offers (spec 1 §9): a monthly or yearly plan, or a single one-off contribution. */
export type PlanPeriod = RecurringPeriod | "one_off";

export const PLAN_PERIODS: ReadonlyArray<{ id: PlanPeriod; label: string; unit: string }> = [
  { id: "monthly", label: "Monthly", unit: "month" },
  { id: "yearly", label: "Yearly", unit: "year" },
  { id: "one_off", label: "One-off", unit: "once" },
];

/** What the picker starts on: the advertised "join for $50 a month". */
export const DEFAULT_PICK: PlanPick = { period: "monthly", amount: 50 };

export interface PlanPick {
  period: PlanPeriod;
  /** Whole dollars: one of the period's contributions, or for one-off any amount within the custom bounds. */
  amount: number;
}

/** The plans of one period, smallest first: monthly 50/100/250/500, yearly 500/1000/2500/5000. */
export function plansFor(period: RecurringPeriod): SpecialVariant[] {
  return membershipPlans({ includeTestPlans: false })
    .filter((plan) => plan.billingCycle === period)
    .sort((a, b) => a.amountDollars - b.amountDollars);
}

/** The plan variant of a pick, or null when the amount is not one of the period's. */
export function planFor(pick: PlanPick): SpecialVariant | null {
  if (pick.period === "one_off") return null;
  return plansFor(pick.period).find((plan) => plan.amountDollars === pick.amount) ?? null;
}

/** The fixed amounts offered for a period, smallest first (one-off: 100, 500, 1000). */
export function amountsFor(period: PlanPeriod): number[] {
  if (period === "one_off") return [...ONE_OFF_AMOUNTS];
  return plansFor(period).map((plan) => plan.amountDollars);
}

/**
 * The pick a page address asks for (`?plan=yearly&amount=1000`): an unknown period falls back to
 * monthly, an amount the period does not offer to the period's smallest (one-off also takes any
 * custom whole-dollar amount within its bounds).
 */
export function pickFromSearch(params: URLSearchParams): PlanPick {
  const asked = params.get("plan");
  const period: PlanPeriod = asked === "yearly" || asked === "one_off" ? asked : "monthly";
  const amount = Number(params.get("amount"));
  const amounts = amountsFor(period);
  if (amounts.includes(amount) || (period === "one_off" && isOneOffAmount(amount))) return { period, amount };
  return { period, amount: amounts[0]! };
}

/** The address that shows a pick, for sharing and for a reload to land on the same plan. */
export function searchForPick(pick: PlanPick): string {
  return pick.period === DEFAULT_PICK.period && pick.amount === DEFAULT_PICK.amount ? "" : `?plan=${pick.period}&amount=${pick.amount}`;
}

/** Switching period keeps the shopper on the same rank of contribution (2nd monthly → 2nd yearly). */
export function switchPeriod(pick: PlanPick, period: PlanPeriod): PlanPick {
  if (pick.period === period) return pick;
  const index = Math.max(0, amountsFor(pick.period).indexOf(pick.amount));
  const target = amountsFor(period);
  return { period, amount: target[Math.min(index, target.length - 1)]! };
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$50 a month", "$1,000 a year", "$500 once". */
export function pickPrice(pick: PlanPick): string {
  if (pick.period === "one_off") return `${dollars.format(pick.amount)} once`;
  return `${dollars.format(pick.amount)} a ${pick.period === "yearly" ? "year" : "month"}`;
}
