import { isRouteErrorResponse } from "react-router";
import { catalogApi } from "../features/catalog/catalog-api.server.ts";
import { DesignerIndex } from "../features/catalog/designer-index.tsx";
import { groupDesignersByLetter } from "../features/catalog/designer-groups.ts";
import { PageError } from "../features/content/page-error.tsx";
import { PageNotFound } from "../features/content/page-not-found.tsx";
import type { Route } from "./+types/designers";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: "Designers A–Z | Maison" },
  { name: "description", content: "Every designer at Maison, from A to Z, with the pieces in stock for each." },
  ...(loaderData ? [{ tagName: "link", rel: "canonical", href: new URL("/collections/", loaderData.origin).href }] : []),
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const designers = await catalogApi(context, request).listDesigners();
  return { groups: groupDesignersByLetter(designers), total: designers.length, origin: new URL(request.url).origin };
}

export default function Designers({ loaderData }: Route.ComponentProps) {
  const { groups, total } = loaderData;
  return (
    <div className="page-width designers-page">
      <header className="collection-header">
        <h1 className="collection-title">Designers</h1>
        <p className="collection-description">
          The houses we carry, from A to Z. Every piece authenticated by Maison.
        </p>
        <p className="collection-count">{`${total} ${total === 1 ? "designer" : "designers"}`}</p>
      </header>
      <DesignerIndex groups={groups} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return (
    <PageError message="We're having trouble loading our designers. We've sent the issue to our team. Please, try again later!" />
  );
}
