import { tradeInLifecycle } from "@maison/domain/trade-in/trade-in-lifecycle";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** A trade-in's state is `trade_ins.state` (decision 050). */
export const TRADE_IN_BINDING = {
  lifecycle: tradeInLifecycle,
  table: "trade_ins",
  idColumn: "id",
  stateColumn: "state",
  updatedAtColumn: "updated_at",
} as const satisfies LifecycleBinding<string, string, never>;
