import type { CheckoutState } from "@maison/contracts/checkout";
import { formatCents } from "./checkout-format.ts";
import { LineThumbnail } from "./line-thumbnail.tsx";
import { OrderTotals } from "./order-totals.tsx";

/** The lines a shopper reads as items: everything but the shipping protection fee (a totals row). */
export function itemLines(lines: CheckoutState["lines"]): CheckoutState["lines"] {
  return lines.filter((line) => line.kind !== "shipping_protection");
}

/** The order summary column: the pieces with their pictures, the codes and credits, and the totals. */
export function CheckoutSummary({ checkout, soldProductId }: { checkout: CheckoutState; soldProductId?: string | null }) {
  const lines = itemLines(checkout.lines);
  return (
    <aside className="checkout-summary" aria-labelledby="order-summary-title" id="order-summary">
      <h2 className="checkout-summary-title" id="order-summary-title">
        Order summary
      </h2>
      <ul className="summary-lines">
        {lines.map((line) => {
          const sold = !line.available || line.product_id === soldProductId;
          return (
            <li className={sold ? "summary-line is-sold" : "summary-line"} key={line.id}>
              <LineThumbnail imageUrl={line.image_url} vendor={line.vendor} />
              <div className="summary-line-text">
                <p className="summary-line-vendor">{line.vendor}</p>
                <p className="summary-line-title">{line.title}</p>
                {line.kind === "membership" ? <p className="summary-line-note">{line.variant_title}</p> : null}
                {line.quantity > 1 ? <p className="summary-line-note">Quantity {line.quantity}</p> : null}
                {sold ? <p className="summary-line-sold">Sold</p> : null}
              </div>
              <p className="summary-line-price">
                {line.total_cents < line.price_cents * line.quantity ? (
                  <>
                    <s className="summary-line-was">
                      <span className="visually-hidden">Was </span>
                      {formatCents(line.price_cents * line.quantity)}
                    </s>{" "}
                  </>
                ) : null}
                {line.total_cents === 0 && line.kind === "zero_cost" ? "Complimentary" : formatCents(line.total_cents)}
              </p>
            </li>
          );
        })}
      </ul>
      <OrderTotals totals={checkout.totals} />
    </aside>
  );
}
