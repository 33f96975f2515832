import { Link } from "react-router";
import type { OpsTimelineEntry } from "@maison/contracts/ops-pieces";
import { EVENT_LABELS, formatCents, formatWhen, humanize } from "./piece-format.ts";

function who(entry: OpsTimelineEntry): string {
  if (entry.actor_kind === "system") return `System (${entry.actor_id})`;
  const person = entry.actor_name && entry.actor_email ? `${entry.actor_name} <${entry.actor_email}>` : (entry.actor_email ?? entry.actor_id);
  return `${humanize(entry.actor_kind)}: ${person}`;
}

function detail(entry: OpsTimelineEntry): string | null {
  const price = entry.data["price_cents"] as { from?: number; to?: number } | undefined;
  if (price && typeof price.from === "number" && typeof price.to === "number") return `Price ${formatCents(price.from)} → ${formatCents(price.to)}`;
  if (typeof entry.data["opens_at"] === "string") return `VIP preview opens ${formatWhen(entry.data["opens_at"])}`;
  return null;
}

/**
 * What happened to the piece, oldest first: what, when, and who. The page shows the latest entries; when
 * the piece has more, a link opens the whole timeline (`wholeHref`).
 */
export function PieceTimeline({ timeline, total, wholeHref }: { timeline: readonly OpsTimelineEntry[]; total: number; wholeHref: string }) {
  const earlier = total - timeline.length;
  return (
    <section aria-labelledby="piece-timeline-title" className="piece-panel">
      <h2 id="piece-timeline-title" className="piece-panel-title">
        Timeline
      </h2>
      {earlier > 0 ? (
        <p className="piece-timeline-more">
          {`The latest ${timeline.length} of ${total} entries. `}
          <Link to={wholeHref}>{`Show all ${total}`}</Link>
        </p>
      ) : null}
      <ol className="ops-timeline">
        {timeline.map((entry) => {
          const extra = detail(entry);
          return (
            <li key={entry.id}>
              <strong>{EVENT_LABELS[entry.event] ?? humanize(entry.event)}</strong>
              {entry.from_state && entry.from_state !== entry.to_state ? <span>{`${humanize(entry.from_state)} → ${humanize(entry.to_state)}`}</span> : null}
              {extra ? <span>{extra}</span> : null}
              {entry.reason ? <span>Reason: {entry.reason}</span> : null}
              <span className="ops-actor">{who(entry)}</span>
              <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
