import { Link } from "react-router";
import type { OpsConsignmentList, OpsConsignmentSummary } from "@maison/contracts/consignment";
import { formatCents, formatWhen } from "../pieces/piece-format.ts";
import { consignmentPage, consignmentQueueHref } from "./consignment-console-labels.ts";

/** The queues as tabs with how many consignments wait in each. */
export function ConsignmentQueueNav({ list }: { list: OpsConsignmentList }) {
  return (
    <nav aria-label="Consignment queues" className="ops-orders-toolbar">
      <ul className="ops-tabs">
        {list.queues.map((queue) => (
          <li key={queue.key}>
            <Link to={consignmentQueueHref(queue.key)} className="ops-tab submission-tab" aria-current={queue.key === list.queue ? "page" : undefined}>
              <span>{queue.label}</span> <span className="submission-tab-count">{queue.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One queue: the piece (to its page), its state, prices, earning, and when it last moved. */
export function ConsignmentsTable({ items, caption }: { items: OpsConsignmentSummary[]; caption: string }) {
  return (
    <div className="ops-table-wrap">
      <table className="ops-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Piece</th>
            <th scope="col">State</th>
            <th scope="col">List price</th>
            <th scope="col">Earning</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <Link to={consignmentPage(item.id)} className="ops-cell-main">
                  {item.title}
                </Link>
                <span className="ops-cell-sub">{item.designer}</span>
              </td>
              <td>{item.state_label}</td>
              <td>{item.list_price_cents === null ? <span className="ops-cell-sub">Estimate {formatCents(item.estimate_cents)}</span> : formatCents(item.list_price_cents)}</td>
              <td>
                {item.earning_cents === null ? "—" : formatCents(item.earning_cents)}
                {item.earning_clears_at ? <span className="ops-cell-sub">Clears {formatWhen(item.earning_clears_at)}</span> : null}
              </td>
              <td>{formatWhen(item.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
