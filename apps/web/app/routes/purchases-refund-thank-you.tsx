import { data, Link } from "react-router";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { FormMessage } from "../components/ui/form-message.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { SignInPrompt } from "../features/account/sign-in-prompt.tsx";
import { getPurchaseReturns } from "../features/purchases/purchases-api.server.ts";
import { PURCHASE_PAGES } from "../features/purchases/purchases-paths.ts";
import { ReturnSummary } from "../features/purchases/return-summary.tsx";
import "../features/checkout/checkout.css";
import "../features/purchases/purchases.css";
import type { Route } from "./+types/purchases-refund-thank-you";

export const meta: Route.MetaFunction = () => [{ title: "Your return is open | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** `/purchases/refund-thank-you/{order}` (spec 2 §2): the return just opened, its label and its refund. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const outcome = await getPurchaseReturns(context, request, params.order);
  if (!outcome.ok && outcome.status === 401) return { kind: "signed-out" as const };
  if (!outcome.ok && (outcome.status === 404 || outcome.status === 400)) return data({ kind: "missing" as const }, { status: 404 });
  if (!outcome.ok) return data({ kind: "failed" as const, message: outcome.message }, { status: 502 });
  const latest = outcome.value.returns.at(-1);
  if (!latest) return data({ kind: "missing" as const }, { status: 404 });
  return { kind: "return" as const, latest, number: outcome.value.order_number };
}

export default function RefundThankYou({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "signed-out") return <SignInPrompt />;
  if (loaderData.kind !== "return") {
    return (
      <div className="page-width account-page">
        {loaderData.kind === "failed" ? (
          <FormMessage tone="error">{loaderData.message}</FormMessage>
        ) : (
          <EmptyState title="We cannot find this return" actions={<Link to={PURCHASE_PAGES.list} className="button button-secondary">All purchases</Link>}>
            <p>It may belong to another account.</p>
          </EmptyState>
        )}
      </div>
    );
  }
  const { latest, number } = loaderData;
  return (
    <div className="page-width account-page refund-page">
      <header className="account-header">
        <p className="eyebrow">Order {number}</p>
        <h1 className="account-title">Thank you, your return is open</h1>
        <p>We e-mailed you a prepaid UPS label. Pack the pieces in their dust bags inside a sturdy box and drop it at any UPS location. Once we receive and inspect them, we refund you as shown below.</p>
      </header>
      <ReturnSummary entry={latest} headingLevel="h2" />
      <div className="purchase-actions">
        <Link to={PURCHASE_PAGES.detail(number)} className="button button-secondary">
          Back to your purchase
        </Link>
      </div>
    </div>
  );
}
