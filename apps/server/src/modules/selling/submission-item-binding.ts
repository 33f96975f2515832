import { submissionItemLifecycle } from "@maison/domain/selling/submission-item-lifecycle";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** A submission item's state is `submission_items.state` (decision 042). */
export const SUBMISSION_ITEM_BINDING = {
  lifecycle: submissionItemLifecycle,
  table: "submission_items",
  idColumn: "id",
  stateColumn: "state",
  updatedAtColumn: "updated_at",
} as const satisfies LifecycleBinding<string, string, never>;
