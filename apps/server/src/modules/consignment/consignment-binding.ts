import { consignmentLifecycle } from "@maison/domain/consignment/consignment-lifecycle";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** A consignment's state is `consignments.state` (decision 046). */
export const CONSIGNMENT_BINDING = {
  lifecycle: consignmentLifecycle,
  table: "consignments",
  idColumn: "id",
  stateColumn: "state",
  updatedAtColumn: "updated_at",
} as const satisfies LifecycleBinding<string, string, never>;
