import { Link } from "react-router";
import { SUPPORT_HOURS } from "@maison/domain/content/client-services";
import { HOUSE } from "@maison/domain/content/house";
import { FOOTER_GROUPS } from "@maison/domain/content/navigation";
import { slugify } from "@maison/domain/shared/slug";
import { AccountLink } from "../features/identity/account-link.tsx";
import { NewsletterForm } from "../features/newsletter/newsletter-form.tsx";
import { CountrySelector } from "../features/countries/country-selector.tsx";
import { ServerMarkup } from "../components/ui/server-markup.tsx";


/** The site footer: the newsletter sign-up, the footer groups as columns, support hours and the house line. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <section className="site-footer-newsletter page-width" aria-labelledby="footer-newsletter-heading">
        <div className="site-footer-newsletter-copy">
          <h2 className="site-footer-newsletter-title" id="footer-newsletter-heading">
            The Maison Letter
          </h2>
          <p>New arrivals, private sales and the stories behind the pieces, once a week.</p>
        </div>
        <NewsletterForm variant="footer" />
      </section>
      <div className="site-footer-inner page-width">
        <div className="site-footer-brand">
          <p className="site-footer-wordmark">{HOUSE.name}</p>
          <p className="site-footer-tagline">{HOUSE.slogan}</p>
          <div className="site-footer-support">
            <h2 className="site-footer-heading">Client Services</h2>
            <p>{SUPPORT_HOURS}</p>
            <p>
              <AccountLink />
            </p>
          </div>
          <CountrySelector variant="footer" />
        </div>
        <ServerMarkup id="site-footer-groups" className="site-footer-groups">
          {FOOTER_GROUPS.map((group) => {
            const headingId = `footer-${slugify(group.heading)}`;
            return (
              <div key={group.heading} className="site-footer-group">
                <h2 className="site-footer-heading" id={headingId}>
                  {group.heading}
                </h2>
                <ul aria-labelledby={headingId}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </ServerMarkup>
      </div>
      <div className="site-footer-legal page-width">
        <p>© {year} Maison. All rights reserved.</p>
        <p>Every item is one of a kind and authenticated before it ships.</p>
      </div>
    </footer>
  );
}
