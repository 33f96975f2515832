import { Link } from "react-router";
import { Wordmark } from "../components/ui/wordmark.tsx";
import { CartButton } from "../features/cart/cart-button.tsx";
import { AccountMenu } from "../features/identity/account-menu.tsx";
import { HeaderSearch } from "../features/search/header-search.tsx";
import { AnnouncementBar } from "../features/content/announcement-bar.tsx";
import { MainNavigation } from "../features/content/main-navigation.tsx";
import { MobileNavigation } from "./mobile-navigation.tsx";
import { MEMBERSHIP_HREF } from "../features/content/vip-preview.ts";
import { CountrySelector } from "../features/countries/country-selector.tsx";

/** The site header: announcement, wordmark, utility links, the account control and the main navigation. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <AnnouncementBar />
      <CountrySelector variant="header" />
      <div className="site-header-bar page-width">
        <div className="site-header-start">
          <MobileNavigation />
          <HeaderSearch />
        </div>
        <Wordmark className="site-header-wordmark" />
        <div className="site-header-end">
          <Link to="/sell-now/" className="header-utility header-utility-text">
            Sell with us
          </Link>
          <Link to={MEMBERSHIP_HREF} className="header-utility header-utility-text">
            Membership
          </Link>
          <AccountMenu />
          <CartButton />
        </div>
      </div>
      <MainNavigation />
    </header>
  );
}


