import { data, isRouteErrorResponse } from "react-router";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { PageError } from "../features/content/page-error.tsx";
import { PageNotFound } from "../features/content/page-not-found.tsx";
import { sellFlowAction } from "../features/selling/sell-flow-action.server.ts";
import { loadSellFlow } from "../features/selling/sell-flow.server.ts";
import { SellFlowPage } from "../features/selling/sell-flow-page.tsx";
import { flowOfPath } from "../features/selling/selling-paths.ts";
import { rememberPageBeforeTradeIn } from "../features/trade-in/before-trade-in.ts";
import "../features/checkout/checkout.css";
import "../features/payouts/payouts.css";
import "../features/selling/selling.css";
import type { Route } from "./+types/sell";

/** The flow a request is in: /trade-in or /sell-now (spec 2 §2: the same flow with a trade-in flag). */
function flowOf(request: Request) {
  return flowOfPath(new URL(request.url).pathname) ?? "sell-now";
}

export const meta: Route.MetaFunction = ({ location }) => {
  const tradeIn = flowOfPath(location.pathname) === "trade-in";
  return [
    { title: tradeIn ? "Trade In Your Luxury Piece | Maison" : "Sell Your Luxury Piece | Maison" },
    { name: "description", content: "Get an instant offer for your designer bag, watch or jewelry, explained by what pieces like it sold for, and ship it for free." },
  ];
};

/** Private; passes on the trade-in return cookie the loader writes. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(PRIVATE_PAGE_HEADERS);
  const cookie = loaderHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
};

/** Entering the trade-in flow from another page of the site remembers that page for a day (spec 1 §3 `before_trade_in`). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const flow = flowOf(request);
  const view = await loadSellFlow(context, request, flow);
  const cookie = flow === "trade-in" ? rememberPageBeforeTradeIn(request) : null;
  return cookie ? data(view, { headers: { "Set-Cookie": cookie } }) : view;
}

export async function action({ context, request }: Route.ActionArgs) {
  return sellFlowAction(context, request, flowOf(request));
}

export default function Sell({ loaderData, actionData }: Route.ComponentProps) {
  return <SellFlowPage view={loaderData} actionData={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return <PageError />;
}
