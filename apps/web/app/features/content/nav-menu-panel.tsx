import { Link } from "react-router";
import type { NavEntry } from "@maison/domain/content/navigation";

/** Short lines under each menu's title; categories share one, Clearance has its own. */
function menuLede(entry: NavEntry): string {
  return entry.label === "Clearance"
    ? "Final reductions on authenticated pieces, marked down as they wait for their next owner."
    : `Pre-owned ${entry.label.toLowerCase()}, authenticated and graded by our specialists.`;
}

/** The contents of a main-navigation menu: its links, and "Shop all" for the entry itself. */
export function NavMenuPanel({ entry, id }: { entry: NavEntry; id: string }) {
  if (!entry.menu || !entry.href) return null;
  const headingId = `${id}-heading`;
  return (
    <div className="mega-menu-inner page-width">
      <div className="mega-menu-links">
        <p className="eyebrow" id={headingId}>
          {entry.menu.heading}
        </p>
        <ul aria-labelledby={headingId}>
          {entry.menu.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="mega-menu-feature">
        <p className="mega-menu-title">{entry.label}</p>
        <p className="mega-menu-lede">{menuLede(entry)}</p>
        <Link to={entry.href} className="text-link">
          Shop all {entry.label}
        </Link>
      </div>
    </div>
  );
}
