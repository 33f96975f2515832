import { EmptyState } from "../components/ui/empty-state.tsx";
import { loadOpsFlags, opsFlagAction } from "../features/flags/flags-api.server.ts";
import { OpsFlagForm, RULES_HELP } from "../features/flags/ops-flag-form.tsx";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import "../styles/ops-pieces.css";
import "../features/flags/flags.css";
import type { Route } from "./+types/ops-flags";

export const meta: Route.MetaFunction = () => [{ title: "Feature flags | Maison back office" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

/** `/ops/flags`: the storefront's feature flags, changed at once for every visitor (flags capability, decision 067). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { list: await loadOpsFlags(context, request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return opsFlagAction(context, request);
}

export default function OpsFlags({ loaderData, actionData }: Route.ComponentProps) {
  const { flags, changes } = loaderData.list;
  return (
    <section aria-labelledby="ops-flags-title">
      <h1 id="ops-flags-title" className="ops-title">
        Feature flags
      </h1>
      <p className="pieces-count">A change applies to the next page or cart change of every visitor.</p>
      <p className="flag-rules-help">{RULES_HELP}</p>
      {flags.length === 0 ? (
        <EmptyState title="No flags">
          <p>The flags appear here once the database is migrated.</p>
        </EmptyState>
      ) : (
        <div className="flag-list">
          {flags.map((flag) => (
            <OpsFlagForm key={`${flag.key}-${flag.version}`} flag={flag} result={actionData ?? null} />
          ))}
        </div>
      )}
      <h2 id="flag-history-title" className="flag-history-title">
        Latest changes
      </h2>
      {changes.length === 0 ? (
        <p className="ops-empty">No flag has been changed yet.</p>
      ) : (
        <div className="ops-table-wrap" tabIndex={0} role="region" aria-labelledby="flag-history-title">
          <table className="ops-table">
            <caption className="visually-hidden">Flag changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When (UTC)</th>
                <th scope="col">Flag</th>
                <th scope="col">By</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change, i) => (
                <tr key={`${change.created_at}-${i}`}>
                  <td className="pieces-when">{change.created_at.slice(0, 16).replace("T", " ")}</td>
                  <td>{change.key}</td>
                  <td>
                    {change.actor_kind} {change.actor_id}
                  </td>
                  <td>{change.before}</td>
                  <td>{change.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
