import { membershipPlans, type SpecialVariant } from "@maison/domain/cart/special-lines";

/** The two periods the membership page offers (spec 1 §9); daily test plans are never shown here. */
export type PlanPeriod = "monthly" | "yearly";

export const PLAN_PERIODS: ReadonlyArray<{ id: PlanPeriod; label: string; unit: string }> = [
  { id: "monthly", label: "Monthly", unit: "month" },
  { id: "yearly", label: "Yearly", unit: "year" },
];

/** What the picker starts on: the advertised "join for $50 a month". */
export const DEFAULT_PICK: PlanPick = { period: "monthly", amount: 50 };

export interface PlanPick {
  period: PlanPeriod;
  /** Whole dollars, one of the period's contributions. */
  amount: number;
}

/** The plans of one period, smallest first: monthly 50/100/250/500, yearly 500/1000/2500/5000. */
export function plansFor(period: PlanPeriod): SpecialVariant[] {
  return membershipPlans({ includeTestPlans: false })
    .filter((plan) => plan.billingCycle === period)
    .sort((a, b) => a.amountDollars - b.amountDollars);
}

/** The plan variant of a pick, or null when the amount is not one of the period's. */
export function planFor(pick: PlanPick): SpecialVariant | null {
  return plansFor(pick.period).find((plan) => plan.amountDollars === pick.amount) ?? null;
}

/**
 * The pick a page address asks for (`?plan=yearly&amount=1000`): an unknown period falls back to
 * monthly, an amount the period does not offer to the period's smallest.
 */
export function pickFromSearch(params: URLSearchParams): PlanPick {
  const period: PlanPeriod = params.get("plan") === "yearly" ? "yearly" : "monthly";
  const amount = Number(params.get("amount"));
  const plans = plansFor(period);
  const match = plans.find((plan) => plan.amountDollars === amount);
  return { period, amount: (match ?? plans[0]!).amountDollars };
}

/** The address that shows a pick, for sharing and for a reload to land on the same plan. */
export function searchForPick(pick: PlanPick): string {
  return pick.period === DEFAULT_PICK.period && pick.amount === DEFAULT_PICK.amount ? "" : `?plan=${pick.period}&amount=${pick.amount}`;
}

/** Switching period keeps the shopper on the same rank of contribution (2nd monthly → 2nd yearly). */
export function switchPeriod(pick: PlanPick, period: PlanPeriod): PlanPick {
  if (pick.period === period) return pick;
  const index = Math.max(0, plansFor(pick.period).findIndex((plan) => plan.amountDollars === pick.amount));
  const target = plansFor(period);
  return { period, amount: (target[index] ?? target[0]!).amountDollars };
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$50 a month", "$1,000 a year". */
export function pickPrice(pick: PlanPick): string {
  return `${dollars.format(pick.amount)} a ${pick.period === "yearly" ? "year" : "month"}`;
}
