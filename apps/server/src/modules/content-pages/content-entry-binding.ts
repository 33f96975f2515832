import { contentEntryLifecycle } from "@maison/domain/content/content-entry-lifecycle";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** A content entry's state is `content_entries.state` (decision 065). */
export const CONTENT_ENTRY_BINDING = {
  lifecycle: contentEntryLifecycle,
  table: "content_entries",
  idColumn: "id",
  stateColumn: "state",
  updatedAtColumn: "updated_at",
} as const satisfies LifecycleBinding<string, string, never>;
