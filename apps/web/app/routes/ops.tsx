import { isRouteErrorResponse, Outlet } from "react-router";
import "../styles/ops.css";
import { PageError } from "../features/content/page-error.tsx";
import { PageNotFound } from "../features/content/page-not-found.tsx";
import { useViewer } from "../features/identity/use-viewer.ts";
import { loadOpsMe, OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { OpsNav } from "../features/ops/ops-nav.tsx";
import { StaffOnly } from "../features/ops/staff-only.tsx";
import type { Route } from "./+types/ops";

export const meta: Route.MetaFunction = () => [{ title: "Back office | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

/** The console (decision 033): only staff get past this loader; everyone else gets a 403 page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { me: await loadOpsMe(context, request) };
}

export default function Ops({ loaderData }: Route.ComponentProps) {
  const { me } = loaderData;
  return (
    <div className="page-width ops-page">
      <header className="ops-header">
        <p className="eyebrow">Maison back office</p>
        <p className="ops-who">
          Signed in as {me.email}
        </p>
      </header>
      <div className="ops-layout">
        <OpsNav capabilities={me.capabilities} />
        <div className="ops-content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const viewer = useViewer();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const message = (error.data as { message?: string } | undefined)?.message ?? "This part of Maison is for staff only.";
    return <StaffOnly message={message} signedIn={viewer !== null} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return <PageError />;
}
