import type { TimelineEntry } from "@maison/contracts/lifecycle";
import type { AuditEventRow } from "./audit.repository.ts";

/** An audit row as the console's timelines show it; the people behind rows are named when the page is read (ops/ops-people.ts). */
export function timelineEntryOf(row: AuditEventRow): TimelineEntry {
  return {
    id: row.id,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    event: row.event,
    from_state: row.from_state,
    to_state: row.to_state,
    actor_kind: row.actor_kind,
    actor_id: row.actor_id,
    actor_name: row.actor_kind === "system" ? "Maison (automatic)" : null,
    reason: row.reason,
    data: dataOf(row.data),
    created_at: row.created_at,
  };
}

/** The row's facts as an object (anything else stored there reads as none). */
function dataOf(json: string): Record<string, unknown> {
  const value: unknown = JSON.parse(json);
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
