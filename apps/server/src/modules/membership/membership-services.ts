import type { MultipassService } from "../identity/multipass.service.ts";
import { MembershipCheckoutService } from "./membership-checkout.service.ts";
import { MembershipRewardsService } from "./membership-rewards.service.ts";
import { MembershipService, type MembershipServiceDeps } from "./membership.service.ts";

export interface MembershipServices {
  memberships: MembershipService;
  rewards: MembershipRewardsService;
  checkout: MembershipCheckoutService;
}

/** The subscription core, the rewards calls and the one-off checkout over it. */
export function createMembershipServices(deps: MembershipServiceDeps, multipass: MultipassService): MembershipServices {
  const memberships = new MembershipService(deps);
  return {
    memberships,
    rewards: new MembershipRewardsService(deps.db, deps.clock, deps.wallet, memberships, deps.includeTestPlans),
    checkout: new MembershipCheckoutService(deps.db, deps.cart, multipass, deps.includeTestPlans),
  };
}
