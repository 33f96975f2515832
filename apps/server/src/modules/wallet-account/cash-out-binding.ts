import { cashOutLifecycle } from "@maison/domain/wallet/cash-out-lifecycle";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** A cash-out's state is `wallet_cash_outs.state` (decision 053). */
export const CASH_OUT_BINDING = {
  lifecycle: cashOutLifecycle,
  table: "wallet_cash_outs",
  idColumn: "id",
  stateColumn: "state",
  updatedAtColumn: "updated_at",
} as const satisfies LifecycleBinding<string, string, undefined>;
