import { Link } from "react-router";
import type { OpsSubmissionList, OpsSubmissionSummary } from "@maison/contracts/ops-submissions";
import { resizeImageUrl } from "@maison/domain/catalog/image-size";
import { formatCents } from "../pieces/piece-format.ts";
import { formatOpsTime } from "../orders/ops-order-labels.ts";
import { OPS_PAGES } from "../ops-paths.ts";
import { submissionQueueHref } from "./submission-queue-nav.tsx";
import { SUBMISSION_ROUTE_LABELS, SUBMISSION_STATE_LABELS, titleWithoutDesigner } from "./submission-labels.ts";

/** A summary row with how long it has waited, worked out when the page was loaded. */
export type SubmissionRow = OpsSubmissionSummary & { age: string };

function OfferCell({ item }: { item: OpsSubmissionSummary }) {
  if (item.accepted_amount_cents !== null) {
    return (
      <span>
        <span className="ops-cell-main">{formatCents(item.accepted_amount_cents)}</span>
        <span className="ops-cell-sub">Agreed{item.trade_in ? " · trade-in" : ""}</span>
      </span>
    );
  }
  if (item.suggested_cents !== null) {
    return (
      <span>
        <span className="ops-cell-main">{formatCents(item.suggested_cents)}</span>
        <span className="ops-cell-sub">{item.state === "quoted" ? "Offered" : "Suggested"}{item.trade_in ? " · trade-in" : ""}</span>
      </span>
    );
  }
  return <span className="ops-cell-sub">No suggestion</span>;
}

/** One page of a queue: photo, ticket, piece (to its page), state, suggestion or offer, and how long it has waited. */
export function SubmissionsTable({ items, caption }: { items: SubmissionRow[]; caption: string }) {
  return (
    <div className="ops-table-wrap">
      <table className="ops-table submissions-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Photo</span>
            </th>
            <th scope="col">Ticket</th>
            <th scope="col">Piece</th>
            <th scope="col">State</th>
            <th scope="col" className="is-number">
              Offer
            </th>
            <th scope="col">Age</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="submission-thumb-cell">
                {item.photo_url ? <img className="pieces-thumb" src={resizeImageUrl(item.photo_url, "small")} alt="" width={48} height={48} loading="lazy" /> : <span className="pieces-thumb pieces-thumb-empty" aria-hidden="true" />}
              </td>
              <td className="is-nowrap" data-label="Ticket">
                {item.ticket_number}
              </td>
              <th scope="row" className="submission-piece-cell">
                <Link to={OPS_PAGES.submission(item.id)} className="pieces-link">
                  <span className="pieces-vendor">{item.designer}</span> {titleWithoutDesigner(item.designer, item.title)}
                </Link>
                <span className="pieces-sku">{SUBMISSION_ROUTE_LABELS[item.route] ?? item.route}</span>
              </th>
              <td data-label="State">
                <span className={`ops-state submission-state-${item.state}`}>{SUBMISSION_STATE_LABELS[item.state]}</span>
              </td>
              <td className="is-number" data-label="Offer">
                <OfferCell item={item} />
              </td>
              <td className="is-nowrap" data-label="Age">
                <time dateTime={item.updated_at} title={formatOpsTime(item.updated_at)}>
                  {item.age}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous and next pages of a queue. */
export function SubmissionsPager({ list }: { list: OpsSubmissionList }) {
  const pages = Math.max(1, Math.ceil(list.count / list.page_size));
  if (pages <= 1) return null;
  return (
    <nav className="ops-pager" aria-label="Pages">
      {list.page > 1 ? (
        <Link to={submissionQueueHref(list.queue, list.page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {list.page} of {pages}
      </span>
      {list.page < pages ? (
        <Link to={submissionQueueHref(list.queue, list.page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
