import { data, Form, Link } from "react-router";
import { REFUND_DESTINATIONS, RETURN_REASONS } from "@maison/domain/returns/return-messages";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { FormMessage } from "../components/ui/form-message.tsx";
import { SelectField } from "../components/ui/select-field.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { SignInPrompt } from "../features/account/sign-in-prompt.tsx";
import { formatCents } from "../features/checkout/checkout-format.ts";
import { LineThumbnail } from "../features/checkout/line-thumbnail.tsx";
import { PurchaseFormError } from "../features/purchases/help-message.tsx";
import { loadPurchase, refundPageAction } from "../features/purchases/purchases-api.server.ts";
import { PURCHASE_PAGES } from "../features/purchases/purchases-paths.ts";
import { RefundSplit } from "../features/purchases/return-summary.tsx";
import "../features/checkout/checkout.css";
import "../features/purchases/purchases.css";
import type { Route } from "./+types/purchases-refund";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Return pieces of order ${params.order} | Maison` }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

const DESTINATION_LABELS: Record<(typeof REFUND_DESTINATIONS)[number], string> = {
  original: "To what you paid with (card, gift cards, store credit, points)",
  store_credit: "As Maison store credit",
};

/** `/purchases/refund/{order}` (spec 2 §2): choose the pieces and a reason each, see the fee and the refund, request the return. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const outcome = await loadPurchase(context, request, params.order);
  if (!outcome.ok && outcome.status === 401) return { kind: "signed-out" as const };
  if (!outcome.ok && (outcome.status === 404 || outcome.status === 400)) return data({ kind: "missing" as const }, { status: 404 });
  if (!outcome.ok) return data({ kind: "failed" as const, message: outcome.message }, { status: 502 });
  return { kind: "purchase" as const, ...outcome.value };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return refundPageAction(context, request, params.order);
}

export default function RefundPage({ loaderData, actionData, params }: Route.ComponentProps) {
  if (loaderData.kind === "signed-out") return <SignInPrompt />;
  if (loaderData.kind === "missing") {
    return (
      <div className="page-width account-page">
        <EmptyState title="We cannot find this purchase" actions={<Link to={PURCHASE_PAGES.list} className="button button-secondary">All purchases</Link>}>
          <p>It may belong to another account.</p>
        </EmptyState>
      </div>
    );
  }
  if (loaderData.kind === "failed") {
    return (
      <div className="page-width account-page">
        <FormMessage tone="error">{loaderData.message}</FormMessage>
      </div>
    );
  }
  const { order, returns } = loaderData;
  const returnable = order.lines.filter((l) => returns.returnable_product_ids.includes(l.product_id));
  const result = actionData && !(actionData instanceof Response) ? actionData : null;
  const calculation = result?.calculation ?? null;
  const chosen = new Set(calculation ? calculation.items.map((i) => i.product_id) : []);
  return (
    <div className="page-width account-page refund-page">
      <header className="account-header">
        <p className="eyebrow">Order {order.number}</p>
        <h1 className="account-title">Return pieces</h1>
        <p>
          <Link to={PURCHASE_PAGES.detail(order.number)} className="text-link">
            Back to your purchase
          </Link>
        </p>
      </header>
      {result && !result.ok ? <PurchaseFormError message={result.message} help={result.help} /> : null}
      {returnable.length === 0 ? (
        <EmptyState title="Nothing to return" actions={<Link to={PURCHASE_PAGES.detail(order.number)} className="button button-secondary">Your purchase</Link>}>
          <p>Pieces can be returned within 14 days of delivery. This order has none to return now.</p>
        </EmptyState>
      ) : (
        <Form method="post" className="refund-page">
          <ul className="refund-pieces">
            {returnable.map((line) => (
              <li key={line.product_id} className="refund-piece">
                <div className="refund-piece-choice">
                  <input type="checkbox" name="product_id" value={line.product_id} id={`piece-${line.product_id}`} defaultChecked={chosen.has(line.product_id)} />
                  <LineThumbnail imageUrl={line.image_url} vendor={line.vendor} />
                  <label htmlFor={`piece-${line.product_id}`}>
                    {line.vendor} {line.title} · {formatCents(line.total_cents)}
                  </label>
                </div>
                <SelectField label={`Reason for returning ${line.title}`} name={`reason_${line.product_id}`} defaultValue="">
                  <option value="">Choose a reason</option>
                  {Object.entries(RETURN_REASONS).map(([key, label]) => (
                    <option key={key} value={key}>
                      {label}
                    </option>
                  ))}
                </SelectField>
              </li>
            ))}
          </ul>
          <fieldset className="refund-destinations">
            <legend className="order-section-title">Refund</legend>
            {REFUND_DESTINATIONS.map((destination) => (
              <label key={destination}>
                <input type="radio" name="refund_to" value={destination} defaultChecked={(calculation?.refund_to ?? "original") === destination} />
                {DESTINATION_LABELS[destination]}
              </label>
            ))}
          </fieldset>
          {calculation ? (
            <section aria-labelledby="refund-calculation-title" className="purchase-return">
              <h2 id="refund-calculation-title" className="order-section-title">
                Your refund
              </h2>
              <ul className="purchase-return-items">
                {calculation.items.map((item) => (
                  <li key={item.product_id}>
                    <span>
                      {item.vendor} {item.title}: {formatCents(item.paid_cents + item.tax_cents)} paid
                    </span>
                    <span>{item.fee_cents > 0 ? `Return fee ${formatCents(item.fee_cents)}` : "Free return"}</span>
                  </li>
                ))}
              </ul>
              {calculation.fee_waived ? <p className="order-fact">As a member, your returns are free.</p> : null}
              <RefundSplit split={calculation.split} total={calculation.refund_cents} done={false} />
            </section>
          ) : null}
          <div className="purchase-actions">
            <button type="submit" name="intent" value="calculate" className={calculation ? "button button-secondary" : "button button-primary"}>
              {calculation ? "Recalculate" : "Calculate my refund"}
            </button>
            {calculation ? (
              <button type="submit" name="intent" value="return" className="button button-primary">
                Request the return
              </button>
            ) : null}
          </div>
          <p className="order-fact">We e-mail you a prepaid label. Your refund follows once we receive and inspect the pieces. Order {params.order}.</p>
        </Form>
      )}
    </div>
  );
}
