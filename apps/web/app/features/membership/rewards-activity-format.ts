import type { RewardsActivityType } from "@maison/contracts/membership";
import { formatDollars } from "./membership-status.ts";

const TYPE_LABELS: Record<RewardsActivityType, string> = {
  contribution: "Contribution",
  bonus: "Monthly bonus",
  spend: "Spent on an order",
  forfeit: "Bonus forfeited",
  refund: "Refunded to card",
};

export function activityLabel(type: RewardsActivityType): string {
  return TYPE_LABELS[type];
}

/** "+$50", "−$120.50" (a true minus sign), "$0": credits and debits of the rewards credit. */
export function signedDollars(amount: number): string {
  if (amount === 0) return formatDollars(0);
  return `${amount > 0 ? "+" : "\u2212"}${formatDollars(Math.abs(amount))}`;
}
