import { isRouteErrorResponse, Outlet } from "react-router";
import { AccountNav } from "../features/account/account-nav.tsx";
import "../features/account/account-pages.css";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { AccountNotices } from "../features/account/account-notices.tsx";
import { loadAccountNotices } from "../features/account/account-notices.server.ts";
import { SignInPrompt } from "../features/account/sign-in-prompt.tsx";
import { PageError } from "../features/content/page-error.tsx";
import { PageNotFound } from "../features/content/page-not-found.tsx";
import { useViewer } from "../features/identity/use-viewer.ts";
import type { Route } from "./+types/my-account";

export const meta: Route.MetaFunction = () => [{ title: "My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** The toasts of spec 1 §2 shown above every tab (decision 059); none for a visitor. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { notices: await loadAccountNotices(context, request) };
}

/**
 * The account area. A visitor gets the sign-in prompt and nothing of the pages below: their loaders
 * get a 401 from the API and return no data.
 */
export default function MyAccount({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  if (!viewer) return <SignInPrompt />;
  return (
    <div className="page-width account-page">
      <header className="account-header">
        <p className="eyebrow">My Account</p>
        <h1 className="account-title">{viewer.first_name ? `Hello, ${viewer.first_name}` : "Hello"}</h1>
      </header>
      <div className="account-layout">
        <AccountNav />
        <div className="account-content">
          <AccountNotices notices={loaderData.notices} />
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return <PageError />;
}
