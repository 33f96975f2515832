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

/**
 * The tabs; `nested` marks a tab whose pages below it are still that tab (a submission's
 * order-details page is Submissions), the others match their own path only.
 */
const TABS: ReadonlyArray<{ label: string; href: string; nested?: boolean }> = [
  { label: "Submissions", href: SELLING_PAGES.submissions, nested: true },
  { label: "Consignments", href: CONSIGNMENT_PAGES.account, nested: true },
  { label: "Trade-ins", href: TRADE_IN_PAGES.trades },
  { label: "Profile", href: IDENTITY_PAGES.profile },
  { label: "Favorites", href: FAVORITES_PAGE },
  { label: "Saved Searches", href: SAVED_SEARCHES_PAGE },
  { label: "Membership", href: MEMBERSHIP_PAGES.account },
  { label: "Loan Program", href: LOAN_PAGES.account },
  { label: "Password", href: IDENTITY_PAGES.password },
];

/** The account area's tabs (spec 2 §2 "My account tabs"); more arrive with their features. */
export function AccountNav() {
  const { openLogout } = useIdentity();
  return (
    <nav className="account-nav" aria-label="My Account">
      <ul>
        {TABS.map((tab) => (
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
