import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { AuthMode } from "./auth-modal-state.ts";
import { useIdentity } from "./identity-context.ts";
import { IDENTITY_PAGES } from "./identity-paths.ts";
import type { PendingAction } from "./pending-action.ts";

export interface LogInLinkProps {
  className?: string;
  mode?: AuthMode;
  /** Runs after the sign-in (spec 2 §4 pending follow-up action). */
  pendingAction?: PendingAction;
  /** Where the link goes before the page is interactive (and without JavaScript): a page that asks to sign in. */
  fallbackHref?: string;
  "aria-label"?: string;
  children: ReactNode;
}

/**
 * Opens the login/signup modal. It is a real link to a page that asks to sign in, so a click made
 * before the scripts have loaded still leads somewhere useful.
 */
export function LogInLink({ className, mode = "login", pendingAction, fallbackHref = IDENTITY_PAGES.profile, children, ...aria }: LogInLinkProps) {
  const { openAuth } = useIdentity();
  const hydrated = useHydrated();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openAuth({ mode, pendingAction });
  };
  return (
    <Link to={fallbackHref} className={className} onClick={onClick} aria-label={aria["aria-label"]}>
      {children}
    </Link>
  );
}
