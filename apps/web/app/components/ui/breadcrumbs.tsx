import { Link } from "react-router";

export interface Crumb {
  label: string;
  href?: string;
}

/** A breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={["breadcrumbs", className].filter(Boolean).join(" ")}>
      <ol>
        {crumbs.map((crumb, i) => {
          const current = i === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${i}`}>
              {crumb.href && !current ? (
                <Link to={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={current ? "page" : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
