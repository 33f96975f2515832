import type { MembershipStatus } from "./membership-status.ts";

/** Who may cause a change of a subscription's status. */
export type TransitionActor = "member" | "billing" | "checkout";

/** Everything that moves a subscription (decision 025). */
export type SubscriptionEvent =
  /** An order with a membership line is placed: access at once, the first payment still to capture. */
  | "order_placed"
  /** The first payment (or any charge) is captured. */
  | "charge_captured"
  /** A recurring charge is declined and will be tried again after the payment delay (access kept). */
  | "charge_declined"
  /** The last try of a recurring charge is declined. */
  | "charge_failed"
  /** The charge date of a cycle the member skipped arrives: nothing is charged for that cycle. */
  | "skip_reached"
  /** The member changes the contribution (also how a suspended member asks to be charged again). */
  | "contribution_changed"
  | "cancel"
  | "refund";

interface Rule {
  from: readonly MembershipStatus[];
  to: MembershipStatus | "same";
  actor: TransitionActor;
}

const ANY_LIVE: readonly MembershipStatus[] = ["active", "active_initial_access", "skipped", "suspended"];

/**
 * The transition table of spec 1 §4's statuses. `same` keeps the status. Timers: a charge is due on the
 * next charge date; a declined one is retried after the payment delay (5 days) up to three tries, then
 * the subscription is suspended; a skipped cycle ends on the following charge date.
 */
export const SUBSCRIPTION_TRANSITIONS: Readonly<Record<SubscriptionEvent, Rule>> = {
  order_placed: { from: [], to: "active_initial_access", actor: "checkout" },
  charge_captured: { from: ["active", "active_initial_access", "skipped", "suspended"], to: "active", actor: "billing" },
  charge_declined: { from: ["active", "active_initial_access", "skipped", "suspended"], to: "same", actor: "billing" },
  charge_failed: { from: ["active", "active_initial_access", "skipped", "suspended"], to: "suspended", actor: "billing" },
  skip_reached: { from: ["active"], to: "skipped", actor: "billing" },
  contribution_changed: { from: ["active", "active_initial_access", "skipped", "suspended"], to: "same", actor: "member" },
  cancel: { from: ANY_LIVE, to: "cancelled", actor: "member" },
  refund: { from: [...ANY_LIVE, "cancelled"], to: "cancelled", actor: "member" },
};

/** The status after `event`, or null when the event is not allowed from `from` (null = no subscription yet). */
export function nextStatus(from: MembershipStatus | null, event: SubscriptionEvent): MembershipStatus | null {
  const rule = SUBSCRIPTION_TRANSITIONS[event];
  if (from === null) return event === "order_placed" ? rule.to as MembershipStatus : null;
  if (!rule.from.includes(from)) return null;
  return rule.to === "same" ? from : rule.to;
}

/** Whether the member may ask to skip the coming cycle: only a paid-up subscription, one skip at a time. */
export function maySkip(status: MembershipStatus, skipPending: boolean): boolean {
  return status === "active" && !skipPending;
}
