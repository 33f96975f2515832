import { NavLink } from "react-router";
import { ABOUT_US_MENU } from "./content-paths.ts";

/** The about-us menu (spec 2 §2), shown on its five pages. */
export function AboutUsMenu() {
  return (
    <nav className="content-about-menu" aria-label="About Maison">
      <ul>
        {ABOUT_US_MENU.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} className="content-about-link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
