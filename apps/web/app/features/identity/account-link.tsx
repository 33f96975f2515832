import { Link } from "react-router";
import { IDENTITY_PAGES } from "./identity-paths.ts";
import { LogInLink } from "./log-in-link.tsx";
import { PENDING_ACTION_NAMES } from "./pending-action.ts";
import { useViewer } from "./use-viewer.ts";

/**
 * "My Account": a plain link for a signed-in user; for a visitor it opens the login modal and, once
 * signed in, goes on to the profile (the pending follow-up action of spec 2 §4).
 */
export function AccountLink({ className, children = "My Account" }: { className?: string; children?: string }) {
  const viewer = useViewer();
  if (viewer) {
    return (
      <Link to={IDENTITY_PAGES.profile} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <LogInLink className={className} pendingAction={{ name: PENDING_ACTION_NAMES.navigate, payload: { to: IDENTITY_PAGES.profile } }}>
      {children}
    </LogInLink>
  );
}
