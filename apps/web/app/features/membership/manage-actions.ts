import type { MembershipView } from "@maison/contracts/membership";
import { billingCycleForAmount } from "@maison/domain/cart/special-lines";
import { maySkip, nextStatus } from "@maison/domain/membership/subscription-transitions";
import { apiMessage } from "../identity/api-message.ts";
import { plansFor } from "./membership-plans.ts";
import { formatDollars } from "./membership-status.ts";

export type ManageAction = "change" | "skip" | "cancel" | "refund";

/**
 * What a member may do with a subscription, by the transition table of the statuses (spec 1 §4):
 * change and cancel while it is live, skip only a paid-up one with no skip pending, refund while
 * there are contributions to give back.
 */
export function availableActions(membership: Pick<MembershipView, "status" | "skip_next" | "total_contribution">): ManageAction[] {
  const actions: ManageAction[] = [];
  if (nextStatus(membership.status, "contribution_changed")) actions.push("change");
  if (maySkip(membership.status, membership.skip_next)) actions.push("skip");
  if (nextStatus(membership.status, "cancel")) actions.push("cancel");
  if (nextStatus(membership.status, "refund") && membership.total_contribution > 0) actions.push("refund");
  return actions;
}

export interface ContributionOption {
  amount: number;
  label: string;
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/**
 * The contributions a member can change to. The cycle follows the amount (spec 1 §4: over 500 is
 * yearly), so $500 is the monthly plan and the yearly plans above it are offered as they are.
 */
export function contributionOptions(): ContributionOption[] {
  const amounts = [...plansFor("monthly"), ...plansFor("yearly")]
    .map((plan) => plan.amountDollars)
    .filter((amount, index, all) => all.indexOf(amount) === index)
    .sort((a, b) => a - b);
  return amounts.map((amount) => ({
    amount,
    label: `${dollars.format(amount)} a ${billingCycleForAmount(amount) === "yearly" ? "year" : "month"}`,
  }));
}

export interface ActionOutcome {
  ok: boolean;
  message: string;
}

/** Said when the server answers nothing readable: the call may not have arrived. */
export const ACTION_FALLBACK_MESSAGE = "We could not reach our membership service. Please try again in a moment.";

/** What the member reads after a call: the server's own message on a refusal, ours on success. */
export function actionOutcome(result: { ok: boolean; status: number; body: unknown }, success: string): ActionOutcome {
  if (result.ok) return { ok: true, message: success };
  if (result.status === 401) return { ok: false, message: "Your session has ended. Please log in again." };
  return { ok: false, message: apiMessage(result.body) ?? ACTION_FALLBACK_MESSAGE };
}

/** "$150 is on its way back to your card. $3 of bonus credit was forfeited.", from the refund's answer. */
export async function refundMessage(body: unknown): Promise<string> {
  // The contract (and zod with it) loads with the first answer, not with the page (decision 045).
  const { RefundResponse } = await import("@maison/contracts/membership");
  const parsed = RefundResponse.safeParse(body);
  if (!parsed.success) return "Your contributions are refunded.";
  const { refunded_contributions: refunded, forfeited_bonus: forfeited } = parsed.data;
  const back = `${formatDollars(refunded)} is on its way back to your card.`;
  return forfeited > 0 ? `${back} ${formatDollars(forfeited)} of bonus credit was forfeited.` : back;
}
