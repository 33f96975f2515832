import { Link } from "react-router";
import "../features/checkout/checkout.css";
import "../styles/ops-orders.css";
import "../styles/ops-pieces.css";
import "../styles/ops-submissions.css";
import type { TimelineEntry } from "@maison/contracts/lifecycle";
import { FormMessage } from "../components/ui/form-message.tsx";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { OPS_PAGES } from "../features/ops/ops-paths.ts";
import { OpsTimeline } from "../features/ops/ops-timeline.tsx";
import { formatCents, formatWhen } from "../features/ops/pieces/piece-format.ts";
import { ConsignmentActions } from "../features/ops/consignments/consignment-actions.tsx";
import { CONSIGNMENT_ACTION_DONE, CONSIGNMENT_EVENT_LABELS, consignmentsPage, isConsignmentAction } from "../features/ops/consignments/consignment-console-labels.ts";
import { loadOpsConsignment, performConsignmentAction } from "../features/ops/consignments/consignments-api.server.ts";
import type { Route } from "./+types/ops-consignment";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.detail.title ?? "Consignment"} | Consignments | Maison back office` }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("done");
  return { detail: await loadOpsConsignment(context, request, params.id), done: isConsignmentAction(done) ? done : null };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return performConsignmentAction(context, request, params.id);
}

const actorLabel = (entry: TimelineEntry) => entry.actor_name ?? (entry.actor_kind === "system" ? "Maison (automatic)" : entry.actor_kind === "staff" ? "Staff" : "The consignor");

function money(entry: TimelineEntry): string | null {
  const parts: string[] = [];
  for (const key of ["list_price_cents", "sale_price_cents", "earning_cents"] as const) {
    const value = entry.data[key];
    if (typeof value === "number") parts.push(`${key.replace("_cents", "").replaceAll("_", " ")} ${formatCents(value)}`);
  }
  return parts.length ? parts.join(" · ") : null;
}

/** `/ops/consignments/{id}`: one consigned piece, its money, proposals, timeline and the moves allowed now. */
export default function OpsConsignment({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, done } = loaderData;
  return (
    <article className="ops-order submission-page" aria-labelledby="ops-consignment-title">
      <p className="ops-back">
        <Link to={consignmentsPage}>All consignments</Link>
      </p>
      <header className="ops-order-header">
        <p className="eyebrow">{detail.designer}</p>
        <h1 id="ops-consignment-title" className="ops-title">
          {detail.title}
        </h1>
        <p className="ops-order-lede">
          <span className="ops-state">{detail.state_label}</span>
          <span>Piece: {detail.piece_state ?? "—"}</span>
          <Link to={OPS_PAGES.piece(detail.product_id)}>Open the piece</Link>
        </p>
      </header>
      {done && !actionData ? <FormMessage tone="success">{CONSIGNMENT_ACTION_DONE[done]}</FormMessage> : null}
      {actionData?.message && (actionData.intent === null || !detail.actions.includes(actionData.intent)) ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
      <div className="submission-layout">
        {detail.actions.length > 0 ? (
          <div className="submission-layout-actions">
            <ConsignmentActions detail={detail} failure={actionData ?? null} />
          </div>
        ) : null}
        <div className="ops-order-main submission-layout-main">
          <section className="ops-panel" aria-labelledby="consignment-money-title">
            <h2 className="order-section-title" id="consignment-money-title">
              Prices and earning
            </h2>
            <dl className="piece-facts">
              <dt>Consignor</dt>
              <dd>{detail.seller_email ?? detail.seller_user_id}</dd>
              <dt>Estimate accepted</dt>
              <dd>{formatCents(detail.estimate_cents)}</dd>
              <dt>List price</dt>
              <dd>{formatCents(detail.list_price_cents)}</dd>
              <dt>Sold for</dt>
              <dd>{formatCents(detail.sale_price_cents)}</dd>
              <dt>Commission</dt>
              <dd>{detail.commission_percent === null ? "—" : `${detail.commission_percent}%`}</dd>
              <dt>Earning</dt>
              <dd>{formatCents(detail.earning_cents)}{detail.earning_clears_at ? `, clears ${formatWhen(detail.earning_clears_at)}` : ""}</dd>
              {detail.return_address ? (
                <>
                  <dt>Ship back to</dt>
                  <dd>{detail.return_address}</dd>
                </>
              ) : null}
            </dl>
          </section>
          {detail.tweaks.length > 0 ? (
            <section className="ops-panel" aria-labelledby="consignment-tweaks-title">
              <h2 className="order-section-title" id="consignment-tweaks-title">
                Price proposals
              </h2>
              <ul className="ops-timeline">
                {detail.tweaks.map((tweak) => (
                  <li key={tweak.id}>
                    <span>
                      {formatCents(tweak.price_cents)} (was {formatCents(tweak.previous_price_cents)}): {tweak.state}
                    </span>
                    <span className="ops-timeline-reason">Proposed {formatWhen(tweak.created_at)}{tweak.note ? ` · “${tweak.note}”` : ""}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className="ops-order-side submission-layout-side">
          <OpsTimeline entries={detail.timeline} eventLabel={(event) => CONSIGNMENT_EVENT_LABELS[event] ?? event} actorLabel={actorLabel} detail={money} />
        </div>
      </div>
    </article>
  );
}
