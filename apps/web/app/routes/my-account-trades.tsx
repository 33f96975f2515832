import { randomUUID } from "node:crypto";
import { data, Link } from "react-router";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { FormMessage } from "../components/ui/form-message.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { AccountSection } from "../features/account/account-section.tsx";
import { SELLING_PAGES } from "../features/selling/selling-paths.ts";
import { getTradeIn, listTradeIns, tradeInAction } from "../features/trade-in/trade-in-api.server.ts";
import { TradeInCard } from "../features/trade-in/trade-in-card.tsx";
import { TradeInDetail } from "../features/trade-in/trade-in-detail.tsx";
import { formatUsd } from "../features/trade-in/trade-in-words.ts";
import "../features/selling/selling.css";
import "../features/trade-in/trade-in.css";
import type { Route } from "./+types/my-account-trades";

export const meta: Route.MetaFunction = () => [{ title: "Trade-ins | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** `/my-account/trades` (spec 2 §2 tab `trades`): the seller's trade-ins; `?trade_in_id=` opens one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get("trade_in_id");
  if (id) {
    const outcome = await getTradeIn(context, request, id);
    if (!outcome.ok && (outcome.status === 401 || outcome.status === 403)) return { kind: "signed-out" as const };
    if (!outcome.ok && (outcome.status === 404 || outcome.status === 400)) return data({ kind: "missing" as const }, { status: 404 });
    if (!outcome.ok) return data({ kind: "failed" as const, message: outcome.message }, { status: 502 });
    return { kind: "detail" as const, trade: outcome.value, done: url.searchParams.get("done"), payKey: randomUUID() };
  }
  const outcome = await listTradeIns(context, request);
  if (!outcome.ok && (outcome.status === 401 || outcome.status === 403)) return { kind: "signed-out" as const };
  if (!outcome.ok) return data({ kind: "failed" as const, message: outcome.message }, { status: 502 });
  return { kind: "list" as const, list: outcome.value };
}

export async function action({ context, request }: Route.ActionArgs) {
  return tradeInAction(context, request);
}

export default function MyAccountTrades({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "signed-out") return null;
  const tradeLink = (
    <Link to={SELLING_PAGES.tradeIn} className="button button-primary">
      Trade in a piece
    </Link>
  );
  if (loaderData.kind === "missing") {
    return (
      <EmptyState title="We cannot find this trade-in" actions={<Link to="/my-account/trades" className="button button-secondary">All trade-ins</Link>}>
        <p>It may belong to another account. Your own trade-ins are listed on the Trade-ins tab.</p>
      </EmptyState>
    );
  }
  if (loaderData.kind === "failed") {
    return (
      <AccountSection title="Trade-ins">
        <FormMessage tone="error">{loaderData.message}</FormMessage>
      </AccountSection>
    );
  }
  if (loaderData.kind === "detail") {
    const error = actionData && "ok" in actionData && !actionData.ok ? actionData.message : null;
    return <TradeInDetail trade={loaderData.trade} done={loaderData.done} error={error} payKey={loaderData.payKey} />;
  }
  const { list } = loaderData;
  if (list.trade_ins.length === 0) {
    return (
      <EmptyState title="No trade-ins yet" actions={tradeLink}>
        <p>Trade a piece you own toward your next purchase: store credit worth 10% more than cash, taken off your order at checkout.</p>
      </EmptyState>
    );
  }
  return (
    <AccountSection
      title="Trade-ins"
      description={list.bag_total_cents > 0 ? `${formatUsd(list.bag_total_cents)} in your bag comes off your next purchase.` : "Accept a trade-in to take its value off your next purchase."}
    >
      <ol className="trade-in-list">
        {list.trade_ins.map((trade) => (
          <li key={trade.id}>
            <TradeInCard trade={trade} />
          </li>
        ))}
      </ol>
      <div className="sell-actions">{tradeLink}</div>
    </AccountSection>
  );
}
