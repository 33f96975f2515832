import { Link } from "react-router";
import type { Ticket } from "@maison/contracts/selling";
import { orderDetailsPage, provideInformationPage } from "./selling-paths.ts";
import { formatDay } from "./selling-format.ts";
import { SubmissionItemView } from "./submission-item-view.tsx";

/** The account's submissions (spec 2 §2 tab `submissions`): each ticket, its pieces and what they wait on. */
export function TicketList({ tickets, now }: { tickets: Ticket[]; now: Date }) {
  return (
    <ol className="ticket-list">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="ticket">
          <header className="ticket-head">
            <div>
              <p className="eyebrow">
                {ticket.trade_in ? "Trade-in" : "Submission"} {ticket.number} · {formatDay(ticket.created_at)}
              </p>
              <h3 className="ticket-status">{ticket.status_label}</h3>
            </div>
            <Link to={orderDetailsPage(ticket.id)} className="text-link" aria-label={`View submission ${ticket.number}`}>
              View details
            </Link>
          </header>
          <ul className="ticket-items">
            {ticket.items.map((item) => (
              <li key={item.id}>
                <SubmissionItemView item={item} now={now}>
                  <TicketItemLinks ticket={ticket} itemId={item.id} />
                </SubmissionItemView>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** The item's next step as a link: review the offer, answer pricing's questions, or book shipping. */
function TicketItemLinks({ ticket, itemId }: { ticket: Ticket; itemId: string }) {
  const item = ticket.items.find((i) => i.id === itemId)!;
  const links: Array<{ to: string; label: string }> = [];
  if (item.actions.includes("accept")) links.push({ to: orderDetailsPage(ticket.id), label: "Review the offer" });
  if (item.actions.includes("provide_information") && item.nmi_id) links.push({ to: provideInformationPage(ticket.id, item.nmi_id), label: "Answer our questions" });
  if (item.actions.includes("book_shipping")) links.push({ to: `${orderDetailsPage(ticket.id)}#shipping`, label: "Send it to us" });
  if (links.length === 0) return null;
  return (
    <p className="submission-item-links">
      {links.map((link) => (
        <Link key={link.label} to={link.to} className="button button-secondary button-small">
          {link.label}
        </Link>
      ))}
    </p>
  );
}
