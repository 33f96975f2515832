import type { BillingCycle } from "../cart/special-lines.ts";
import type { Cents } from "../money/cents.ts";
import { bonusFor } from "./billing.ts";
import type { PaymentType } from "./plans.ts";

export const PROJECTION_MONTHS = 12;

export interface ProjectionPoint {
  /** 1…12: the month of membership. */
  month: number;
  contributionCents: Cents;
  bonusCents: Cents;
  /** The rewards credit at the end of that month. */
  balanceCents: Cents;
}

/**
 * The rewards balance over the next 12 months (decision 025): the starting balance, plus each
 * contribution as it is charged (month 1 for every type; every month for monthly plans; once a year
 * for yearly plans and once for a one-off), plus the 2 % bonus credited with it. Nothing is taken off:
 * the projection shows what the member would hold if they spent none of it. Daily test plans are
 * projected like monthly ones (their figures are a test device, not an offer).
 */
export function projectBalance(input: { amountCents: Cents; paymentType: PaymentType; startBalanceCents?: Cents }): ProjectionPoint[] {
  const points: ProjectionPoint[] = [];
  let balance = input.startBalanceCents ?? 0;
  for (let month = 1; month <= PROJECTION_MONTHS; month += 1) {
    const charged = chargedInMonth(month, input.paymentType);
    const contribution = charged ? input.amountCents : 0;
    const bonus = charged ? bonusFor(input.amountCents) : 0;
    balance += contribution + bonus;
    points.push({ month, contributionCents: contribution, bonusCents: bonus, balanceCents: balance });
  }
  return points;
}

function chargedInMonth(month: number, paymentType: PaymentType | BillingCycle): boolean {
  if (paymentType === "monthly" || paymentType === "daily") return true;
  return month === 1;
}
