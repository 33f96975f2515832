import { NavLink } from "react-router";
import type { Capability } from "@maison/domain/actor/actor";
import { OPS_PAGES } from "./ops-paths.ts";

const LINKS: ReadonlyArray<{ label: string; href: string; capability: Capability | null; end?: boolean }> = [
  { label: "Dashboard", href: OPS_PAGES.dashboard, capability: null, end: true },
  { label: "Pieces", href: OPS_PAGES.pieces, capability: null, end: true },
  { label: "New listing", href: OPS_PAGES.newPiece, capability: "listing" },
  { label: "Orders", href: OPS_PAGES.orders, capability: "fulfilment" },
];

/** The console's sections, those the staff member's capabilities open. */
export function OpsNav({ capabilities }: { capabilities: readonly Capability[] }) {
  const may = (capability: Capability | null) => capability === null || capabilities.includes(capability) || capabilities.includes("admin");
  return (
    <nav className="ops-nav" aria-label="Back office">
      <ul>
        {LINKS.filter((link) => may(link.capability)).map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} className="ops-nav-link" end={link.end ?? false}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
