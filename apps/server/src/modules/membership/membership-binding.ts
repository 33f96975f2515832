import { subscriptionLifecycle } from "@maison/domain/membership/subscription-transitions";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** A subscription's status is `memberships.status` (the row sessions read for the member role). */
export const MEMBERSHIP_BINDING = {
  lifecycle: subscriptionLifecycle,
  table: "memberships",
  idColumn: "id",
  stateColumn: "status",
  updatedAtColumn: null,
} as const satisfies LifecycleBinding<string, string, undefined>;
