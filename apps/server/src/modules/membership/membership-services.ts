import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { MultipassService } from "../identity/multipass.service.ts";
import { MembershipCheckoutService } from "./membership-checkout.service.ts";
import { MembershipRewardsService } from "./membership-rewards.service.ts";
import { MEMBERSHIP_CHARGE_JOB, MembershipService, type ChargePayload, type MembershipServiceDeps } from "./membership.service.ts";

export interface MembershipServices {
  memberships: MembershipService;
  rewards: MembershipRewardsService;
  checkout: MembershipCheckoutService;
}

/** The subscription core (the order listener) with its charge job registered. */
export function createMembershipCore(deps: MembershipServiceDeps): MembershipService {
  const memberships = new MembershipService(deps);
  registerMembershipJobs(deps.jobs, memberships);
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
