import { ButtonLink } from "../components/ui/button-link.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { IDENTITY_PAGES } from "../features/identity/identity-paths.ts";
import { ResetConfirmForm } from "../features/identity/reset-confirm-form.tsx";
import type { Route } from "./+types/reset-password-token";

/** The shape of a mailed reset token (the contract's bounds, URL-safe characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password | Maison" }, { name: "robots", content: "noindex" }];

// The token is a credential: keep it out of caches and out of the Referer of anything this page loads.
export const headers: Route.HeadersFunction = () => ({ ...PRIVATE_PAGE_HEADERS, "Referrer-Policy": "no-referrer" });

export function loader({ params }: Route.LoaderArgs) {
  return { token: TOKEN_SHAPE.test(params.token) ? params.token : null };
}

export default function ResetPasswordToken({ loaderData }: Route.ComponentProps) {
  if (!loaderData.token) {
    return (
      <div className="page-width status-page">
        <EmptyState
          eyebrow="My Account"
          title="This link is not valid"
          headingLevel="h1"
          actions={<ButtonLink to={IDENTITY_PAGES.resetPassword}>Ask for a new link</ButtonLink>}
        >
          <p>Reset links work once and for a short while. Ask for a new one and use the latest e-mail.</p>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="page-width narrow-page">
      <header className="narrow-page-header">
        <p className="eyebrow">My Account</p>
        <h1 className="narrow-page-title">Choose a new password</h1>
      </header>
      <ResetConfirmForm token={loaderData.token} />
    </div>
  );
}
