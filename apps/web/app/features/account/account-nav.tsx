import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { useIdentity } from "../identity/identity-context.ts";
import { FAVORITES_PAGE } from "../favorites/favorites-paths.ts";
import { IDENTITY_PAGES } from "../identity/identity-paths.ts";
import { SAVED_SEARCHES_PAGE } from "../saved-searches/saved-search-paths.ts";
import { MEMBERSHIP_PAGES } from "../membership/membership-paths.ts";
import { SELLING_PAGES } from "../selling/selling-paths.ts";
import { CONSIGNMENT_PAGES } from "../consignment/consignment-paths.ts";
import { LOAN_PAGES } from "../loans/loans-paths.ts";
import { TRADE_IN_PAGES } from "../trade-in/trade-in-paths.ts";
import { ACCOUNT_PAGES } from "./account-paths.ts";
import { useViewer } from "../identity/use-viewer.ts";

interface Tab {
  label: string;
  href: string;
  /** The pages below it are still this tab (a submission's order-details page is Submissions). */
  nested?: boolean;
}

/**
 * The thirteen tabs of spec 2 §2 in the spec's order (submissions, purchases, consignments, trades,
 * favorites, saved-searches, clair-codes, profile, addresses, payment, rebag-rewards, wallet,
 * loan-program), then the password page; rebag-rewards is the membership page (decision 059).
 */
const TABS: readonly Tab[] = [
  { label: "Submissions", href: SELLING_PAGES.submissions, nested: true },
  { label: "Purchases", href: ACCOUNT_PAGES.purchases, nested: true },
  { label: "Consignments", href: CONSIGNMENT_PAGES.account, nested: true },
  { label: "Trade-ins", href: TRADE_IN_PAGES.trades },
  { label: "Favorites", href: FAVORITES_PAGE },
  { label: "Saved Searches", href: SAVED_SEARCHES_PAGE },
  { label: "Clair Codes", href: ACCOUNT_PAGES.clairCodes },
  { label: "Profile", href: IDENTITY_PAGES.profile },
  { label: "Addresses", href: ACCOUNT_PAGES.addresses },
  { label: "Payment", href: ACCOUNT_PAGES.payment },
  { label: "Membership", href: MEMBERSHIP_PAGES.account },
  { label: "Wallet", href: ACCOUNT_PAGES.wallet, nested: true },
  { label: "Loan Program", href: LOAN_PAGES.account },
  { label: "Password", href: IDENTITY_PAGES.password },
];

/** Business accounts' named lists (spec 2 §7 "B2B collections"), after the spec's tabs. */
const B2B_TAB: Tab = { label: "Collections", href: ACCOUNT_PAGES.b2bCollections, nested: true };

/**
 * The account area's tabs. On a phone they are one row that scrolls sideways, the current tab
 * brought into view, so every tab is a swipe away and nothing widens the page.
 */
export function AccountNav() {
  const { openLogout } = useIdentity();
  const viewer = useViewer();
  const list = useRef<HTMLUListElement>(null);
  const tabs = viewer?.is_b2b ? [...TABS, B2B_TAB] : TABS;

  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const strip = list.current;
    if (!current || !strip || strip.scrollWidth <= strip.clientWidth) return;
    // Only the strip scrolls (scrollIntoView would move the page too).
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  });

  return (
    <nav className="account-nav" aria-label="My Account">
      <ul ref={list}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <NavLink to={tab.href} className="account-nav-link" end={!tab.nested}>
              {tab.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="account-nav-link" onClick={openLogout}>
            Log Out
          </button>
        </li>
      </ul>
    </nav>
  );
}
