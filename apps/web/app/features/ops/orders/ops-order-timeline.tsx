import type { TimelineEntry } from "@maison/contracts/lifecycle";
import { OpsTimeline } from "../ops-timeline.tsx";
import { timelineActorLabel, timelineEventLabel } from "./ops-order-labels.ts";

/** Everything that happened to the order, oldest first, with who did it and why. */
export function OpsOrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <OpsTimeline
      entries={entries}
      eventLabel={timelineEventLabel}
      actorLabel={timelineActorLabel}
      detail={(entry) => (typeof entry.data.tracking_number === "string" ? `Tracking ${entry.data.tracking_number}` : null)}
    />
  );
}
