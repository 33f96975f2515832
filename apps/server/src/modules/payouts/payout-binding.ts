import { payoutLifecycle } from "@maison/domain/payouts/payout-lifecycle";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** A payout's state is `payouts.state` (decision 043). */
export const PAYOUT_BINDING = {
  lifecycle: payoutLifecycle,
  table: "payouts",
  idColumn: "id",
  stateColumn: "state",
  updatedAtColumn: "updated_at",
} as const satisfies LifecycleBinding<string, string, undefined>;
