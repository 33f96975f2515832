import { useNavigate } from "react-router";
import { IDENTITY_MESSAGES } from "@maison/domain/identity/messages";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { LogoutDialog } from "../features/identity/logout-dialog.tsx";
import { useViewer } from "../features/identity/use-viewer.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import type { Route } from "./+types/logout";

export const meta: Route.MetaFunction = () => [{ title: "Log Out | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** /logout on the main site (spec 2 §2): the logout confirmation; Yes signs out and goes home, No goes home. */
export default function Logout() {
  const viewer = useViewer();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  if (!viewer) {
    return (
      <div className="page-width status-page">
        <EmptyState eyebrow="My Account" title="You are signed out" headingLevel="h1" actions={<ButtonLink to="/">Continue shopping</ButtonLink>}>
          <p>Thank you for visiting Maison.</p>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="page-width status-page">
      <EmptyState eyebrow="My Account" title={IDENTITY_MESSAGES.logoutTitle} headingLevel="h1">
        <p>{IDENTITY_MESSAGES.logoutQuestion}</p>
      </EmptyState>
      {hydrated ? <LogoutDialog then="/" onClose={() => void navigate("/")} /> : null}
    </div>
  );
}
