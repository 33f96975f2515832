import type { ActorKind } from "@maison/domain/actor/actor";
import type { DomainEvents } from "../../platform/events/domain-events.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { PaidOrderEvent, PlacedOrderEvent } from "../checkout/order-placement.service.ts";
import type { MultipassService } from "../identity/multipass.service.ts";
import { MEMBERSHIP_BINDING } from "./membership-binding.ts";
import { MembershipCheckoutService } from "./membership-checkout.service.ts";
import { MembershipRewardsService } from "./membership-rewards.service.ts";
import { MEMBERSHIP_CHARGE_JOB, MembershipService, type ChargePayload, type MembershipServiceDeps } from "./membership.service.ts";

export interface MembershipServices {
  memberships: MembershipService;
  rewards: MembershipRewardsService;
  checkout: MembershipCheckoutService;
}

/**
 * The subscription core with its charge job registered and its subscriptions to the checkout's
 * events: in the order's own transaction, a membership line starts a subscription (order.placed) and
 * the captured payment activates it (order.paid).
 */
export function createMembershipCore(deps: MembershipServiceDeps & { events: DomainEvents }): MembershipService {
  const memberships = new MembershipService(deps);
  registerMembershipJobs(deps.jobs, memberships);
  deps.transitions.register(MEMBERSHIP_BINDING);
  deps.events.subscribeInTransaction("order.placed", "membership", (tx, event) => {
    const placed = event.payload as unknown as PlacedOrderEvent & { actor: { kind: ActorKind; id: string } };
    return memberships.orderPlaced(tx, placed, { ...placed.actor, capabilities: [], steppedUpAt: null });
  });
  deps.events.subscribeInTransaction("order.paid", "membership", (tx, event) => memberships.orderPaid(tx, event.payload as unknown as PaidOrderEvent));
  return memberships;
}

export function createMembershipServices(memberships: MembershipService, deps: MembershipServiceDeps, multipass: MultipassService): MembershipServices {
  return {
    memberships,
    rewards: new MembershipRewardsService(deps.db, deps.clock, deps.wallet, memberships, deps.includeTestPlans),
    checkout: new MembershipCheckoutService(deps.db, deps.cart, multipass, deps.includeTestPlans),
  };
}

function registerMembershipJobs(jobs: JobRunner, memberships: MembershipService): void {
  jobs.register(MEMBERSHIP_CHARGE_JOB, (payload) => memberships.chargeDue(payload as ChargePayload));
}
