import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { mainNavigationFor } from "@maison/domain/content/navigation";
import { slugify } from "@maison/domain/shared/slug";
import { ServerMarkup } from "../components/ui/server-markup.tsx";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "../components/ui/icons.tsx";
import { AccountLink } from "../features/identity/account-link.tsx";
import { CountrySelector } from "../features/countries/country-selector.tsx";
import { useViewer } from "../features/identity/use-viewer.ts";
import { MEMBERSHIP_HREF } from "../features/content/vip-preview.ts";
import { VipPreviewNote } from "../features/content/vip-preview-note.tsx";

/**
 * The small-screen navigation: a drawer built on <details>, so it opens without JavaScript.
 * With JavaScript it also closes on navigation and on Escape, and locks the page behind it.
 */
export function MobileNavigation() {
  const drawerRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const viewer = useViewer();

  useEffect(() => {
    if (drawerRef.current) drawerRef.current.open = false;
  }, [location.pathname, location.search]);

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    const onToggle = () => document.body.classList.toggle("is-scroll-locked", drawer.open);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && drawer.open) {
        drawer.open = false;
        drawer.querySelector("summary")?.focus();
      }
    };
    drawer.addEventListener("toggle", onToggle);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      drawer.removeEventListener("toggle", onToggle);
      document.removeEventListener("keydown", onKeyDown);
      document.body.classList.remove("is-scroll-locked");
    };
  }, []);

  return (
    <details ref={drawerRef} className="mobile-nav">
      <summary className="mobile-nav-toggle">
        <MenuIcon className="mobile-nav-icon-open" />
        <CloseIcon className="mobile-nav-icon-close" />
        <span className="visually-hidden">Menu</span>
      </summary>
      <nav aria-label="Main" className="mobile-nav-drawer">
        <ul className="mobile-nav-list">
          {mainNavigationFor({ canSeeWholesaleMenu: viewer?.can_see_wholesale_menu ?? false }).map((entry) => {
            if (!entry.href) {
              return (
                <li key={entry.label}>
                  <details className="mobile-nav-group">
                    <summary>
                      {entry.label}
                      <ChevronDownIcon size={16} />
                    </summary>
                    <div className="mobile-nav-note">
                      <VipPreviewNote />
                      <Link to={MEMBERSHIP_HREF} className="text-link">
                        Become a member
                      </Link>
                    </div>
                  </details>
                </li>
              );
            }
            if (!entry.menu) {
              return (
                <li key={entry.label}>
                  <Link to={entry.href} className="mobile-nav-link">
                    {entry.label}
                  </Link>
                </li>
              );
            }
            return (
              <li key={entry.label}>
                <details className="mobile-nav-group">
                  <summary>
                    {entry.label}
                    <ChevronDownIcon size={16} />
                  </summary>
                  <ServerMarkup as="ul" id={`mobile-nav-${slugify(entry.label)}`} className="mobile-nav-sublist">
                    <li>
                      <Link to={entry.href} className="mobile-nav-shop-all">
                        Shop all {entry.label}
                      </Link>
                    </li>
                    {entry.menu.links.map((link) => (
                      <li key={link.href}>
                        <Link to={link.href}>{link.label}</Link>
                      </li>
                    ))}
                  </ServerMarkup>
                </details>
              </li>
            );
          })}
        </ul>
        <ul className="mobile-nav-secondary">
          <li>
            <AccountLink />
          </li>
          <li>
            <Link to="/sell-now/">Sell with Maison</Link>
          </li>
          <li>
            <Link to="/membership">Membership</Link>
          </li>
          <li>
            <CountrySelector variant="menu" />
          </li>
        </ul>
      </nav>
    </details>
  );
}
