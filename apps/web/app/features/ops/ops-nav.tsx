import { NavLink } from "react-router";
import type { Capability } from "@maison/domain/actor/actor";
import { OPS_PAGES } from "./ops-paths.ts";

/** Each section and the capabilities that open it (any one of them; none listed: every staff member). */
const LINKS: ReadonlyArray<{ label: string; href: string; capabilities: readonly Capability[]; end?: boolean }> = [
  { label: "Dashboard", href: OPS_PAGES.dashboard, capabilities: [], end: true },
  { label: "Pieces", href: OPS_PAGES.pieces, capabilities: [], end: true },
  { label: "New listing", href: OPS_PAGES.newPiece, capabilities: ["listing"] },
  { label: "Submissions", href: OPS_PAGES.submissions, capabilities: ["pricing", "receiving", "authentication", "payouts"] },
  { label: "Orders", href: OPS_PAGES.orders, capabilities: ["fulfilment"] },
  { label: "Consignments", href: OPS_PAGES.consignments, capabilities: ["listing", "returns", "payouts", "receiving"] },
  { label: "Loans", href: OPS_PAGES.loans, capabilities: ["receiving", "authentication", "payouts", "listing"] },
  { label: "Trade-ins", href: OPS_PAGES.tradeIns, capabilities: ["pricing", "receiving"] },
  { label: "Returns", href: OPS_PAGES.returns, capabilities: ["returns"] },
  { label: "Wallet", href: OPS_PAGES.wallet, capabilities: ["payouts"] },
  { label: "Wholesale", href: OPS_PAGES.wholesale, capabilities: ["support"] },
  { label: "Content", href: OPS_PAGES.content, capabilities: ["content"] },
  { label: "Flags", href: OPS_PAGES.flags, capabilities: ["flags"] },
];

/** The console's sections, those the staff member's capabilities open. */
export function OpsNav({ capabilities }: { capabilities: readonly Capability[] }) {
  const may = (needed: readonly Capability[]) => needed.length === 0 || capabilities.includes("admin") || needed.some((c) => capabilities.includes(c));
  return (
    <nav className="ops-nav" aria-label="Back office">
      <ul>
        {LINKS.filter((link) => may(link.capabilities)).map((link) => (
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
