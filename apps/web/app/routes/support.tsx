import { Link } from "react-router";
import { SUPPORT_HOURS } from "@maison/domain/content/client-services";
import {
  NON_US_RETURN_FEE_CENTS,
  RETURN_FEE_BANDS,
} from "@maison/domain/returns/return-fee";
import { RETURN_WINDOW_DAYS } from "@maison/domain/returns/return-window";
import { ACCOUNT_PAGES } from "../features/account/account-paths.ts";
import "../features/membership/membership.css";
import "../features/loans/loans.css";
import type { Route } from "./+types/support";

export const meta: Route.MetaFunction = () => [
  { title: "Client Services | Maison" },
  {
    name: "description",
    content: `Orders, returns, selling, your wallet and membership: where to find each, and how to reach Client Services (${SUPPORT_HOURS}).`,
  },
];

const usd = (cents: number) => `$${(cents / 100).toLocaleString("en-US")}`;

/** Where each question is answered on the site, so the help link of a message leads somewhere useful. */
const TOPICS = [
  {
    title: "Your orders",
    text: "Follow a purchase, its tracking number and its receipt, or cancel it before it ships.",
    href: ACCOUNT_PAGES.purchases,
    action: "Your purchases",
  },
  {
    title: "Returns and refunds",
    text: `Return a piece within ${RETURN_WINDOW_DAYS} days of delivery from the purchase's page; the prepaid label comes by e-mail. Refunds go back to what you paid with, or to store credit.`,
    href: ACCOUNT_PAGES.purchases,
    action: "Start a return",
  },
  {
    title: "Selling and trading in",
    text: "Get an instant offer, follow your submissions and consignments, and trade a piece toward your next purchase.",
    href: "/sell-now",
    action: "Sell a piece",
  },
  {
    title: "Your wallet",
    text: "Store credit, points and cash from your sales; cash out to your bank account with a code we send you.",
    href: ACCOUNT_PAGES.wallet,
    action: "Open your wallet",
  },
  {
    title: "Addresses and payment",
    text: "Keep your delivery addresses and the bank account you are paid to.",
    href: ACCOUNT_PAGES.addresses,
    action: "Your addresses",
  },
  {
    title: "Membership",
    text: "Your contribution, your store credit and the weekly VIP preview.",
    href: "/my-account/membership",
    action: "Your membership",
  },
] as const;

/** `/support` (the footer's Support link and the help link of the spec's messages): Client Services. */
export default function Support() {
  return (
    <div className="loan-landing">
      <section className="membership-hero">
        <div className="membership-hero-inner page-width">
          <p className="eyebrow">Client Services</p>
          <h1 className="membership-hero-title">How can we help?</h1>
          <p className="membership-hero-text">
            Our client advisors answer {SUPPORT_HOURS}. Most answers are a click
            away in your account.
          </p>
        </div>
      </section>
      <div className="page-width membership-body">
        <section
          className="membership-section"
          aria-labelledby="support-topics-title"
        >
          <h2 id="support-topics-title" className="membership-section-title">
            Find an answer
          </h2>
          <ul className="loan-steps">
            {TOPICS.map((topic) => (
              <li key={topic.title} className="loan-step">
                <h3 className="loan-step-title">{topic.title}</h3>
                <p>{topic.text}</p>
                <p>
                  <Link to={topic.href} className="text-link">
                    {topic.action}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section
          className="membership-section"
          aria-labelledby="support-fees-title"
        >
          <h2 id="support-fees-title" className="membership-section-title">
            Return fees
          </h2>
          <p className="membership-section-text">
            Each returned piece carries a fee by its price, taken off its
            refund; members return for free. Outside the US the fee is{" "}
            {usd(NON_US_RETURN_FEE_CENTS)} a piece.
          </p>
          <div className="loan-table-wrap">
            <table className="loan-table">
              <caption className="visually-hidden">
                Return fee by the piece's price
              </caption>
              <thead>
                <tr>
                  <th scope="col">Piece's price</th>
                  <th scope="col">Fee</th>
                </tr>
              </thead>
              <tbody>
                {RETURN_FEE_BANDS.map((band, i) => {
                  const from =
                    i === 0 ? 0 : RETURN_FEE_BANDS[i - 1]!.belowCents;
                  const label =
                    i === 0
                      ? `Below ${usd(band.belowCents)}`
                      : Number.isFinite(band.belowCents)
                        ? `${usd(from)} to below ${usd(band.belowCents)}`
                        : `${usd(from)} and above`;
                  return (
                    <tr key={label}>
                      <td>{label}</td>
                      <td>{usd(band.feeCents)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  );
}
