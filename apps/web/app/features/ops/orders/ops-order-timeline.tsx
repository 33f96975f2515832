import type { TimelineEntry } from "@maison/contracts/lifecycle";
import { formatOpsTime, timelineActorLabel, timelineEventLabel } from "./ops-order-labels.ts";

/** Everything that happened to the order, oldest first, with who did it and why. */
export function OpsOrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section className="ops-panel" aria-labelledby="ops-order-timeline-title">
      <h2 className="order-section-title" id="ops-order-timeline-title">
        Timeline
      </h2>
      <ol className="ops-timeline">
        {entries.map((entry) => (
          <li key={entry.id}>
            <span>{timelineEventLabel(entry.event)}</span>
            {entry.reason ? <span className="ops-timeline-reason">“{entry.reason}”</span> : null}
            {typeof entry.data.tracking_number === "string" ? <span className="ops-timeline-reason">Tracking {entry.data.tracking_number}</span> : null}
            <span className="ops-actor">
              {timelineActorLabel(entry)} · <time dateTime={entry.created_at}>{formatOpsTime(entry.created_at)}</time>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
