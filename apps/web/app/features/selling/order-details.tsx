import { Link } from "react-router";
import type { Address } from "@maison/contracts/address";
import type { ShippingOptions, Ticket } from "@maison/contracts/selling";
import { SELLING_MESSAGES } from "@maison/domain/selling/selling-messages";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { HowYouArePaid } from "../payouts/how-you-are-paid.tsx";
import type { PayoutActionData } from "../payouts/payout-action-data.ts";
import type { PayoutsView } from "../payouts/payouts.server.ts";
import { ItemActions } from "./item-actions.tsx";
import { ShippingForm } from "./shipping-form.tsx";
import { ShippingSummary, WhatHappensNext } from "./shipping-summary.tsx";
import type { SubmissionActionData } from "./submission-action-data.ts";
import { SubmissionItemView } from "./submission-item-view.tsx";
import { provideInformationPage, SELLING_PAGES } from "./selling-paths.ts";
import { formatDay } from "./selling-format.ts";
import { needsShipping, undecidedItems } from "./thank-you-panel.ts";

export interface OrderDetailsProps {
  ticket: Ticket;
  options: ShippingOptions | null;
  addresses: Address[];
  now: Date;
  actionData: SubmissionActionData | undefined;
  /** How the seller is paid, once a piece is accepted; null before. */
  payouts?: PayoutsView | null;
  payoutAnswer?: PayoutActionData | undefined;
  /** Back from the provide-information page with the answers sent. */
  provided?: boolean;
}

/**
 * The order-details page of a submission (spec 2 §2 /my-account/submissions/order-details/{ticket}):
 * its pieces with their offers and what can be done with each (accept, decline, withdraw with a
 * reason, answer pricing's questions), then how accepted pieces come in: booked, or to book.
 */
export function OrderDetails({ ticket, options, addresses, now, actionData, payouts = null, payoutAnswer, provided = false }: OrderDetailsProps) {
  const undecided = undecidedItems(ticket);
  return (
    <div className="submission-details">
      <header className="submission-details-head">
        <Link to={SELLING_PAGES.submissions} className="text-link">
          All submissions
        </Link>
        <p className="eyebrow">
          {ticket.trade_in ? "Trade-in" : "Submission"} {ticket.number} · {formatDay(ticket.created_at)}
        </p>
        <h2 className="account-section-title">{ticket.status_label}</h2>
        {ticket.partner_code ? <p className="account-section-description">Partner code {ticket.partner_code}</p> : null}
      </header>
      {provided && ticket.items.some((item) => item.state === "submitted") ? <FormMessage tone="success">Thank you: our specialists have your answers and will send your quote.</FormMessage> : null}

      <section aria-labelledby="order-items-title" className="submission-details-section">
        <h2 className="visually-hidden" id="order-items-title">
          Pieces
        </h2>
        <ul className="ticket-items">
          {ticket.items.map((item) => (
            <li key={item.id}>
              <SubmissionItemView item={item} now={now}>
                {item.actions.includes("provide_information") && item.nmi_id ? (
                  <p className="submission-item-links">
                    <Link to={provideInformationPage(ticket.id, item.nmi_id)} className="button button-primary button-small">
                      Answer our questions
                    </Link>
                  </p>
                ) : null}
                <ItemActions item={item} actionData={actionData} />
              </SubmissionItemView>
            </li>
          ))}
        </ul>
      </section>

      {ticket.shipping ? (
        <section aria-labelledby="shipping-title" className="submission-details-section" id="shipping">
          <h2 className="account-section-title" id="shipping-title">
            Shipping
          </h2>
          <ShippingSummary shipping={ticket.shipping} />
          <h3 className="submission-details-subtitle">What happens next</h3>
          <WhatHappensNext ticket={ticket} />
        </section>
      ) : needsShipping(ticket) ? (
        <section aria-labelledby="shipping-title" className="submission-details-section" id="shipping">
          <h2 className="visually-hidden" id="shipping-title">
            Send your piece
          </h2>
          {undecided.length > 0 ? (
            <FormMessage tone="info">
              {`One shipment brings every piece you accept: ${undecided.length === 1 ? "your other piece is" : `${undecided.length} other pieces are`} still to be decided on, so you may want to wait and send them together.`}
            </FormMessage>
          ) : null}
          <ShippingForm options={options} addresses={addresses} errors={actionData?.intent === "shipping" ? actionData : null} />
        </section>
      ) : null}

      {payouts ? (
        <div className="submission-details-section">
          <HowYouArePaid view={payouts} actionData={payoutAnswer} />
        </div>
      ) : null}
    </div>
  );
}

/** Spec 2 §8: what the page says when the submission cannot be read. */
export function OrderDetailsFailed() {
  return (
    <div className="submission-details">
      <FormMessage tone="error">{SELLING_MESSAGES.submissionDetailFailed}</FormMessage>
      <Link to={SELLING_PAGES.submissions} className="text-link">
        All submissions
      </Link>
    </div>
  );
}
