import { returnLifecycle } from "@maison/domain/returns/return-lifecycle";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** A return's state is `returns.state` (decision 056). */
export const RETURN_BINDING = {
  lifecycle: returnLifecycle,
  table: "returns",
  idColumn: "id",
  stateColumn: "state",
  updatedAtColumn: "updated_at",
} as const satisfies LifecycleBinding<string, string, undefined>;
