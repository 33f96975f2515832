import type { ActorKind } from "../actor/actor.ts";
import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";
import { MEMBERSHIP_STATUSES, type MembershipStatus } from "./membership-status.ts";

const LIVE = ["active", "active_initial_access", "skipped", "suspended"] as const;

/**
 * The subscription lifecycle over spec 1 §4's statuses (decision 025). Timers: a charge is due on the
 * next charge date; a declined one is retried after the payment delay (5 days) up to three tries, then
 * the subscription is suspended; a skipped cycle ends on the following charge date. The billing job
 * keeps those dates itself, since they move with the plan.
 */
export const subscriptionLifecycle = defineLifecycle({
  name: "membership",
  subject: "membership",
  states: MEMBERSHIP_STATUSES,
  events: {
    /** The first payment (or any later charge) is captured. */
    charge_captured: { from: LIVE, to: "active", actors: ["system"], emits: "membership.charged", rule: "A contribution was charged and credited." },
    /** A recurring charge is declined and will be tried again after the payment delay (access kept). */
    charge_declined: { from: LIVE, to: "same", actors: ["system"], emits: "membership.charge_declined", rule: "A charge was declined; it is retried after the payment delay." },
    /** The last try of a recurring charge is declined. */
    charge_failed: { from: LIVE, to: "suspended", actors: ["system"], emits: "membership.suspended", rule: "The third try was declined: the membership is suspended." },
    /** The charge date of a cycle the member skipped arrives: nothing is charged for that cycle. */
    skip_reached: { from: ["active"], to: "skipped", actors: ["system"], emits: "membership.skipped", rule: "A skipped cycle's charge date passed without a charge." },
    /** The member changes the contribution (also how a suspended member asks to be charged again). */
    contribution_changed: { from: LIVE, to: "same", actors: ["customer", "b2b", "partner", "staff"], emits: "membership.changed", rule: "The member changed the contribution." },
    cancel: { from: LIVE, to: "cancelled", actors: ["customer", "b2b", "partner", "staff", "system"], emits: "membership.cancelled", rule: "The member (or the end of a one-off year) ended the membership." },
    refund: { from: [...LIVE, "cancelled"], to: "cancelled", actors: ["customer", "b2b", "partner", "staff"], emits: "membership.refunded", rule: "The contributions were refunded and the membership ended." },
  },
});

/** Everything that moves a subscription: the lifecycle's events, and the order that starts it. */
export type SubscriptionEvent = "order_placed" | keyof typeof subscriptionLifecycle.events;

/** The status a subscription starts in when an order with a membership line is placed: access at once, the first payment still to capture. */
export const INITIAL_SUBSCRIPTION_STATUS: MembershipStatus = "active_initial_access";

/** The actor kind of the member acting on their own subscription in the membership calls. */
export const MEMBER_ACTOR_KIND: ActorKind = "customer";

/** The status after `event`, or null when the event is not allowed from `from` (null = no subscription yet). */
export function nextStatus(from: MembershipStatus | null, event: SubscriptionEvent): MembershipStatus | null {
  if (event === "order_placed") return from === null ? INITIAL_SUBSCRIPTION_STATUS : null;
  if (from === null) return null;
  const spec = subscriptionLifecycle.events[event];
  if (!(spec.from as readonly string[]).includes(from)) return null;
  return spec.to === "same" ? from : spec.to;
}

/** Whether the member may ask to skip the coming cycle: only a paid-up subscription, one skip at a time. */
export function maySkip(status: MembershipStatus, skipPending: boolean): boolean {
  return status === "active" && !skipPending;
}
