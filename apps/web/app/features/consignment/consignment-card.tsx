import { Link } from "react-router";
import type { ConsignmentSummary } from "@maison/contracts/consignment";
import { formatDay, formatMoney } from "./consignment-format.ts";
import { CONSIGNMENT_PAGES } from "./consignment-paths.ts";
import { ConsignmentSteps } from "./consignment-steps.tsx";

/** What the earning is at: pending until the return window closes, then paid. */
export function earningLine(item: ConsignmentSummary): string | null {
  if (item.earning_cents === null) return null;
  if (item.state === "paid") return `Paid to your cash balance: ${formatMoney(item.earning_cents)}`;
  if (item.earning_clears_at) return `Your earning ${formatMoney(item.earning_cents)} clears on ${formatDay(item.earning_clears_at)}, when the buyer's return window closes`;
  return `Your earning ${formatMoney(item.earning_cents)} is pending until the buyer's return window closes after delivery`;
}

/** One consigned piece in a list: photo, name, state, steps, price and what it earned. */
export function ConsignmentCard({ item }: { item: ConsignmentSummary }) {
  const earning = earningLine(item);
  return (
    <article className="consignment-card" aria-labelledby={`consignment-${item.id}`}>
      {item.image_url ? <img className="consignment-card-photo" src={item.image_url} alt="" width={96} height={96} loading="lazy" /> : <span className="consignment-card-photo is-empty" aria-hidden="true" />}
      <div className="consignment-card-body">
        <p className="eyebrow">{item.designer}</p>
        <h3 className="consignment-card-title" id={`consignment-${item.id}`}>
          <Link to={CONSIGNMENT_PAGES.piece(item.id)}>{item.title}</Link>
        </h3>
        <p className="consignment-card-state">{item.state_label}</p>
        <ConsignmentSteps steps={item.steps} />
        <p className="consignment-card-facts">
          {item.sale_price_cents !== null ? `Sold for ${formatMoney(item.sale_price_cents)}` : item.list_price_cents !== null ? `Listed at ${formatMoney(item.list_price_cents)}` : "Being reviewed by our specialists"}
        </p>
        {earning ? <p className="consignment-card-earning">{earning}</p> : null}
        {item.open_tweak ? (
          <p className="consignment-card-tweak">
            <Link to={CONSIGNMENT_PAGES.piece(item.id)} className="button button-secondary button-small">
              Answer our price proposal: {formatMoney(item.open_tweak.price_cents)}
            </Link>
          </p>
        ) : null}
        {item.return_checkout_url ? (
          <p className="consignment-card-tweak">
            <a href={item.return_checkout_url} className="button button-secondary button-small">
              Pay the return shipping
            </a>
          </p>
        ) : null}
      </div>
    </article>
  );
}
