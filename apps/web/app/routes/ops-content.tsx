import { Link } from "react-router";
import { CONTENT_KIND_LABELS } from "@maison/domain/content/content-entry";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { loadOpsContentList } from "../features/content-pages/content-pages-api.server.ts";
import { OPS_CONTENT_PAGES } from "../features/content-pages/content-paths.ts";
import "../styles/ops-pieces.css";
import "../features/content-pages/content-pages.css";
import type { Route } from "./+types/ops-content";

export const meta: Route.MetaFunction = () => [{ title: "Content | Maison back office" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

/** `/ops/content`: every page, article and edit, last changed first (content capability). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { list: await loadOpsContentList(context, request) };
}

export default function OpsContent({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData.list;
  return (
    <section aria-labelledby="ops-content-title">
      <div className="pieces-head">
        <h1 id="ops-content-title" className="ops-title">
          Content
        </h1>
        <Link to={OPS_CONTENT_PAGES.create} className="button button-primary">
          New page or article
        </Link>
      </div>
      <p className="pieces-count" role="status">
        {entries.length === 1 ? "1 entry" : `${entries.length} entries`}
      </p>
      {entries.length === 0 ? (
        <EmptyState title="No content yet">
          <p>Pages, Editorial articles and the stylist's edits appear here once written.</p>
        </EmptyState>
      ) : (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <caption className="visually-hidden">Content, latest change first</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Kind</th>
                <th scope="col">Address</th>
                <th scope="col">State</th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <Link to={OPS_CONTENT_PAGES.entry(entry.id)} className="pieces-link">
                      {entry.title}
                    </Link>
                  </td>
                  <td>{CONTENT_KIND_LABELS[entry.kind]}</td>
                  <td>{entry.path}</td>
                  <td className="ops-content-state">{entry.state}</td>
                  <td className="pieces-when">{entry.updated_at.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
