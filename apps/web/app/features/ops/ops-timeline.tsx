import { useId, type ReactNode } from "react";
import type { TimelineEntry } from "@maison/contracts/lifecycle";
import { formatOpsTime } from "./orders/ops-order-labels.ts";

export interface OpsTimelineProps {
  entries: readonly TimelineEntry[];
  /** The event in words ("ship" → "Shipped"). */
  eventLabel: (event: string) => string;
  /** Who did it, as the timeline says it. */
  actorLabel: (entry: TimelineEntry) => string;
  /** A line of the event's own facts (a tracking number, an amount), if it has any. */
  detail?: (entry: TimelineEntry) => ReactNode;
}

/** Everything that happened to a subject (an order, a submitted piece), oldest first, with who did it and why. */
export function OpsTimeline({ entries, eventLabel, actorLabel, detail }: OpsTimelineProps) {
  const titleId = useId();
  return (
    <section className="ops-panel" aria-labelledby={titleId}>
      <h2 className="order-section-title" id={titleId}>
        Timeline
      </h2>
      <ol className="ops-timeline">
        {entries.map((entry) => {
          const extra = detail?.(entry);
          return (
            <li key={entry.id}>
              <span>{eventLabel(entry.event)}</span>
              {entry.reason ? <span className="ops-timeline-reason">“{entry.reason}”</span> : null}
              {extra ? <span className="ops-timeline-reason">{extra}</span> : null}
              <span className="ops-actor">
                {actorLabel(entry)} · <time dateTime={entry.created_at}>{formatOpsTime(entry.created_at)}</time>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
