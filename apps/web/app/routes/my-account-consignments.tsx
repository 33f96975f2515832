import { Link } from "react-router";
import type { ConsignmentSummary } from "@maison/contracts/consignment";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { FormMessage } from "../components/ui/form-message.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { AccountSection } from "../features/account/account-section.tsx";
import { loadConsignments, needsSignIn } from "../features/consignment/consignment-api.server.ts";
import { ConsignmentCard } from "../features/consignment/consignment-card.tsx";
import { formatMoney } from "../features/consignment/consignment-format.ts";
import { CONSIGNMENT_PAGES } from "../features/consignment/consignment-paths.ts";
import "../features/consignment/consignment.css";
import type { Route } from "./+types/my-account-consignments";

export const meta: Route.MetaFunction = () => [{ title: "Consignments | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const outcome = await loadConsignments(context, request);
  if (needsSignIn(outcome)) return { kind: "signed-out" as const };
  if (!outcome.ok) return { kind: "failed" as const, message: outcome.message };
  return { kind: "lists" as const, lists: outcome.value };
}

const LISTS = [
  { key: "active", title: "Active", empty: "No piece is with us right now." },
  { key: "sold", title: "Sold", empty: "Nothing has sold yet." },
  { key: "inactive", title: "Inactive", empty: "No piece has come back to you." },
] as const;

/** `/my-account/consignments` (spec 2 §2 tab `consignments`): sold, active and inactive pieces with their steps, and the cash they earned. */
export default function MyAccountConsignments({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "signed-out") return null;
  if (loaderData.kind === "failed") {
    return (
      <AccountSection title="Consignments">
        <FormMessage tone="error">{loaderData.message}</FormMessage>
      </AccountSection>
    );
  }
  const { lists } = loaderData;
  const cash = (
    <p className="consignment-cash" role="status">
      <span>Your cash balance</span> <span className="consignment-cash-amount">{formatMoney(lists.cash_balance_cents)}</span>
    </p>
  );
  const count = lists.active.length + lists.sold.length + lists.inactive.length;
  if (count === 0) {
    return (
      <>
        <EmptyState
          title="Nothing consigned yet"
          actions={
            <Link to={CONSIGNMENT_PAGES.sell} className="button button-primary">
              Consign a piece
            </Link>
          }
        >
          <p>Choose the consignment offer when you sell a piece: we list it, and pay you when it sells, less our commission.</p>
        </EmptyState>
        {lists.cash_balance_cents > 0 ? cash : null}
      </>
    );
  }
  return (
    <>
      <AccountSection title="Consignments" description="Received, reviewed, listed, sold, paid: each piece's progress. Earnings clear to your cash balance when the buyer's return window closes.">
        {cash}
      </AccountSection>
      {LISTS.map((list) => (
        <AccountSection key={list.key} title={`${list.title} (${lists[list.key].length})`}>
          {lists[list.key].length === 0 ? (
            <p className="account-section-description">{list.empty}</p>
          ) : (
            <ul className="consignment-list">
              {lists[list.key].map((item: ConsignmentSummary) => (
                <li key={item.id}>
                  <ConsignmentCard item={item} />
                </li>
              ))}
            </ul>
          )}
        </AccountSection>
      ))}
    </>
  );
}
