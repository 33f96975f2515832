import type { ReactNode } from "react";
import { Link } from "react-router";

export interface ButtonLinkProps {
  to: string;
  variant?: "primary" | "secondary";
  children: ReactNode;
}

/** A link drawn as a button, for the calls to action of a page. */
export function ButtonLink({ to, variant = "primary", children }: ButtonLinkProps) {
  return (
    <Link to={to} className={`button button-${variant}`}>
      {children}
    </Link>
  );
}
