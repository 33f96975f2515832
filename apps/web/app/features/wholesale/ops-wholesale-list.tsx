import { Form, Link } from "react-router";
import type { OpsWholesaleApplication, OpsWholesaleList, OpsWholesaleQueue } from "@maison/contracts/wholesale";
import { OPS_WHOLESALE_QUEUES } from "@maison/contracts/wholesale";
import { WHOLESALE_BUSINESS_TYPE_LABELS, WHOLESALE_VOLUME_LABELS } from "@maison/domain/wholesale/wholesale-application";
import { TextField } from "../../components/ui/text-field.tsx";
import type { WholesaleMoveResult } from "./wholesale-api.server.ts";
import { WHOLESALE_API, WHOLESALE_PAGES } from "./wholesale-paths.ts";

export const wholesaleQueueHref = (queue: OpsWholesaleQueue) => `${WHOLESALE_PAGES.ops}?${new URLSearchParams({ queue })}`;

const day = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/New_York" }).format(new Date(iso));

export function WholesaleQueueNav({ list }: { list: OpsWholesaleList }) {
  return (
    <nav aria-label="Application queues" className="ops-orders-toolbar">
      <ul className="ops-tabs">
        {OPS_WHOLESALE_QUEUES.map((queue) => (
          <li key={queue}>
            <Link to={wholesaleQueueHref(queue)} className="ops-tab submission-tab" aria-current={queue === list.queue ? "page" : undefined}>
              <span>{list.queues.find((q) => q.key === queue)?.label}</span> <span className="submission-tab-count">{list.queues.find((q) => q.key === queue)?.count ?? 0}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Decide({ application, result }: { application: OpsWholesaleApplication; result: WholesaleMoveResult | null }) {
  const mine = result && !result.ok && result.id === application.id ? result : null;
  return (
    <div className="wholesale-decide">
      <Form method="post">
        <input type="hidden" name="id" value={application.id} />
        <button type="submit" name="intent" value="approve" className="button button-primary button-small" aria-label={`Approve ${application.company_name}`}>
          Approve
        </button>
      </Form>
      <Form method="post" className="wholesale-decline">
        <input type="hidden" name="id" value={application.id} />
        <TextField label="Reason for declining" name="reason" required error={mine?.field === "reason" ? mine.message : undefined} />
        <button type="submit" name="intent" value="decline" className="button button-secondary button-small" aria-label={`Decline ${application.company_name}`}>
          Decline
        </button>
      </Form>
    </div>
  );
}

/** A queue's applications: the business, its figures, its certificate and, under review, the two decisions. */
export function OpsWholesaleApplications({ list, result }: { list: OpsWholesaleList; result: WholesaleMoveResult | null }) {
  return (
    <ol className="trade-in-list">
      {list.applications.map((a) => (
        <li key={a.id}>
          <article className="trade-in-card" aria-labelledby={`wholesale-${a.id}`}>
            <header className="ticket-head">
              <div>
                <p className="eyebrow">
                  {WHOLESALE_BUSINESS_TYPE_LABELS[a.business_type]} · {a.applicant_email} · applied {day(a.created_at)}
                </p>
                <h2 className="ticket-status" id={`wholesale-${a.id}`}>
                  {a.company_name}
                </h2>
              </div>
              <a href={WHOLESALE_API.certificateOf(a.id)} className="text-link" target="_blank" rel="noreferrer" aria-label={`Resale certificate of ${a.company_name} (opens in a new tab)`}>
                Resale certificate
              </a>
            </header>
            <dl className="trade-in-facts">
              <div>
                <dt>Status</dt>
                <dd>{a.status_label}</dd>
              </div>
              <div>
                <dt>Tax id</dt>
                <dd>{a.tax_id}</dd>
              </div>
              <div>
                <dt>Monthly purchases</dt>
                <dd>{WHOLESALE_VOLUME_LABELS[a.monthly_volume]}</dd>
              </div>
              {a.website ? (
                <div>
                  <dt>Website</dt>
                  <dd>{a.website}</dd>
                </div>
              ) : null}
              {a.categories ? (
                <div>
                  <dt>Buys</dt>
                  <dd>{a.categories}</dd>
                </div>
              ) : null}
              {a.decline_reason ? (
                <div>
                  <dt>Declined because</dt>
                  <dd>{a.decline_reason}</dd>
                </div>
              ) : null}
            </dl>
            {a.state === "submitted" ? <Decide application={a} result={result} /> : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
