import { Link } from "react-router";
import type { ContentEntrySummary } from "@maison/contracts/content-pages";

const dateOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }) : null);

/** Articles or edits as cards: image, title, summary, date. */
export function ContentCards({ entries, label }: { entries: readonly ContentEntrySummary[]; label: string }) {
  return (
    <ul className="content-cards" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className="content-card">
          <Link to={entry.path} className="content-card-link">
            {entry.image_url ? <img className="content-card-image" src={entry.image_url} alt="" width={480} height={480} loading="lazy" /> : <span className="content-card-image content-card-image-empty" aria-hidden="true" />}
            <span className="content-card-title">{entry.title}</span>
          </Link>
          {entry.summary ? <p className="content-card-summary">{entry.summary}</p> : null}
          {entry.kind === "article" && entry.published_at ? <p className="content-card-date">{dateOf(entry.published_at)}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export { dateOf };
