import { Link } from "react-router";
import { SELLING_MESSAGES } from "@maison/domain/selling/selling-messages";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { LogInLink } from "../identity/log-in-link.tsx";
import { HowYouArePaid } from "../payouts/how-you-are-paid.tsx";
import type { PayoutActionData } from "../payouts/payout-action-data.ts";
import type { SellActionData } from "./sell-action-data.ts";
import type { ThankYouView } from "./sell-flow.server.ts";
import { ShippingForm } from "./shipping-form.tsx";
import type { ThankYouPanel } from "./thank-you-panel.ts";
import { ShippingSummary, WhatHappensNext } from "./shipping-summary.tsx";
import { orderDetailsPage, SELLING_PAGES } from "./selling-paths.ts";
import { formatDollars } from "./selling-format.ts";
import { SubmissionItemView } from "./submission-item-view.tsx";
import { TRADE_IN_PAGES } from "../trade-in/trade-in-paths.ts";

const THANK_YOU_TITLES: Record<ThankYouPanel, string> = {
  shipping: "Your offer is accepted",
  shipped: "Your piece is on its way to us",
  photos: "Your photos are with our specialists",
  quote: "Your piece is with our specialists",
  status: "Your submission",
};

/** The same, for a submission of several pieces. */
const THANK_YOU_TITLES_MANY: Record<ThankYouPanel, string> = {
  shipping: "Your offers are accepted",
  shipped: "Your pieces are on their way to us",
  photos: "Your pieces are with our specialists",
  quote: "Your pieces are with our specialists",
  status: "Your submission",
};

/**
 * The thank-you step (spec 2 §3: shipping_method, shipping_address, pickup date and window,
 * instructions, order_id): book how accepted pieces come in, then the order number and what happens
 * next; or the photo-submission and quote notices.
 */
export function ThankYouStep({ view, actionData, payoutAnswer }: { view: ThankYouView; actionData: SellActionData | undefined; payoutAnswer?: PayoutActionData | undefined }) {
  if (view.kind === "sign-in") {
    return (
      <EmptyState title="Log in to see your submission" actions={<LogInLink className="button button-primary">Log In</LogInLink>}>
        <p>Your submission is kept in your account.</p>
      </EmptyState>
    );
  }
  if (view.kind === "error") {
    return (
      <div className="sell-panel">
        <FormMessage tone="error">{SELLING_MESSAGES.submissionDetailFailed}</FormMessage>
        <Link to={SELLING_PAGES.submissions} className="text-link">
          Go to my submissions
        </Link>
      </div>
    );
  }
  const { ticket, panel } = view;
  const accepted = ticket.items.filter((item) => item.accepted_amount_cents !== null);
  const many = ticket.items.length > 1;
  return (
    <div className="thank-you">
      <div className="thank-you-head">
        <p className="eyebrow">Submission {ticket.number}</p>
        <h2 className="thank-you-title">{(many ? THANK_YOU_TITLES_MANY : THANK_YOU_TITLES)[panel]}</h2>
        {accepted.length > 0 ? (
          <p className="thank-you-lede">
            {accepted.map((item) => `${item.title}: ${formatDollars(item.accepted_amount_cents!)}${item.offer_kind === "trade_in" ? " in store credit" : item.offer_kind === "consignment" ? " estimated, on consignment" : ""}`).join(" · ")}
          </p>
        ) : null}
      </div>
      {ticket.trade_in && accepted.some((item) => item.offer_kind === "trade_in") ? (
        <p className="sell-actions">
          <Link to={TRADE_IN_PAGES.trades} className="button button-primary">
            Use my trade-in toward a purchase
          </Link>
        </p>
      ) : null}
      {panel === "photos" ? <FormMessage tone="success">{SELLING_MESSAGES.imageSubmission}</FormMessage> : null}
      {panel === "quote" ? <FormMessage tone="success">{SELLING_MESSAGES.quoteByEmail}</FormMessage> : null}
      {many ? (
        <section aria-labelledby="thank-you-pieces-title" className="thank-you-pieces">
          <h2 className="sell-section-title" id="thank-you-pieces-title">
            {`The ${ticket.items.length} pieces of this submission`}
          </h2>
          <ul className="ticket-items">
            {ticket.items.map((item) => (
              <li key={item.id}>
                <SubmissionItemView item={item} now={new Date(view.now)} />
              </li>
            ))}
          </ul>
          {panel === "photos" || panel === "quote" ? <p className="sell-section-lede">Each piece is priced on its own: you accept or decline each offer, and the pieces you accept come to us in one shipment.</p> : null}
        </section>
      ) : null}
      {panel === "shipping" ? (
        <ShippingForm options={view.options} addresses={view.addresses} errors={actionData?.intent === "shipping" ? actionData : null} />
      ) : null}
      {panel === "shipped" && ticket.shipping ? (
        <>
          <FormMessage tone="success">{`Your order number is ${ticket.shipping.order_id}. We have e-mailed you everything below.`}</FormMessage>
          <ShippingSummary shipping={ticket.shipping} />
          <section aria-labelledby="next-steps-title" className="thank-you-next">
            <h2 className="sell-section-title" id="next-steps-title">
              What happens next
            </h2>
            <WhatHappensNext ticket={ticket} />
          </section>
          {view.payouts ? <HowYouArePaid view={view.payouts} actionData={payoutAnswer} /> : null}
        </>
      ) : null}
      <div className="sell-actions">
        <Link to={orderDetailsPage(ticket.id)} className="button button-secondary">
          View this submission
        </Link>
        <Link to={SELLING_PAGES.sellNow} className="text-link">
          Sell another piece
        </Link>
      </div>
    </div>
  );
}
