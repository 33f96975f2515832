import { wholesaleApplicationLifecycle } from "@maison/domain/wholesale/wholesale-application-lifecycle";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** A wholesale application's state is `wholesale_applications.state` (decision 061). */
export const WHOLESALE_APPLICATION_BINDING = {
  lifecycle: wholesaleApplicationLifecycle,
  table: "wholesale_applications",
  idColumn: "id",
  stateColumn: "state",
  updatedAtColumn: "updated_at",
} as const satisfies LifecycleBinding<string, string, never>;
