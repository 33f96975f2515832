import { data, Link } from "react-router";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { FormMessage } from "../components/ui/form-message.tsx";
import { collectionHref } from "@maison/domain/content/navigation";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { AccountSection } from "../features/account/account-section.tsx";
import { PurchaseDetail } from "../features/purchases/purchase-detail.tsx";
import { PurchaseListView } from "../features/purchases/purchase-list.tsx";
import { cancelPurchaseAction, listMyReturns, listPurchases, loadPurchase } from "../features/purchases/purchases-api.server.ts";
import { PURCHASE_PAGES } from "../features/purchases/purchases-paths.ts";
import "../features/checkout/checkout.css";
import "../features/purchases/purchases.css";
import type { Route } from "./+types/my-account-purchases";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData?.kind === "detail" ? `Order ${loaderData.purchase.order.number} | Purchases | Maison` : "Purchases | My Account | Maison" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** `/my-account/purchases` (spec 2 §2 tab `purchases`): the paged orders; `?purchase_id={number}` opens one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const number = url.searchParams.get("purchase_id");
  if (number !== null) {
    const outcome = await loadPurchase(context, request, number);
    if (!outcome.ok && outcome.status === 401) return { kind: "signed-out" as const };
    if (!outcome.ok && (outcome.status === 404 || outcome.status === 400)) return data({ kind: "missing" as const }, { status: 404 });
    if (!outcome.ok) return data({ kind: "failed" as const, message: outcome.message }, { status: 502 });
    return { kind: "detail" as const, purchase: outcome.value, done: url.searchParams.get("done") };
  }
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const [outcome, returns] = await Promise.all([listPurchases(context, request, page), listMyReturns(context, request)]);
  if (!outcome.ok && outcome.status === 401) return { kind: "signed-out" as const };
  if (!outcome.ok) return data({ kind: "failed" as const, message: outcome.message }, { status: 502 });
  return { kind: "list" as const, list: outcome.value, page, returns: returns.ok ? returns.value.returns : [] };
}

export async function action({ context, request }: Route.ActionArgs) {
  return cancelPurchaseAction(context, request);
}

export default function MyAccountPurchases({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "signed-out") return null;
  if (loaderData.kind === "missing") {
    return (
      <EmptyState title="We cannot find this purchase" actions={<Link to={PURCHASE_PAGES.list} className="button button-secondary">All purchases</Link>}>
        <p>It may belong to another account. Your own orders are listed on the Purchases tab.</p>
      </EmptyState>
    );
  }
  if (loaderData.kind === "failed") {
    return (
      <AccountSection title="Purchases">
        <FormMessage tone="error">{loaderData.message}</FormMessage>
      </AccountSection>
    );
  }
  if (loaderData.kind === "detail") {
    const error = actionData && !(actionData instanceof Response) && !actionData.ok ? actionData : null;
    return <PurchaseDetail order={loaderData.purchase.order} returns={loaderData.purchase.returns} error={error} done={loaderData.done} />;
  }
  const { list, page, returns } = loaderData;
  if (list.count === 0) {
    return (
      <EmptyState title="No purchases yet" actions={<Link to={collectionHref("new-arrivals")} className="button button-primary">Shop new arrivals</Link>}>
        <p>The pieces you buy are listed here, with their delivery, and returns for 14 days after they arrive.</p>
      </EmptyState>
    );
  }
  return (
    <AccountSection title="Purchases" description={list.count === 1 ? "1 order" : `${list.count} orders`}>
      <PurchaseListView list={list} page={page} returns={returns} />
    </AccountSection>
  );
}
