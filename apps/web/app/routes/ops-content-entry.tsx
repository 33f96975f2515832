import { data, Form, Link, useNavigation } from "react-router";
import { CONTENT_KIND_LABELS } from "@maison/domain/content/content-entry";
import { FormMessage } from "../components/ui/form-message.tsx";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { ContentForm } from "../features/content-pages/content-form.tsx";
import { loadOpsContentEntry, moveContentEntry, saveContentEntry } from "../features/content-pages/content-pages-api.server.ts";
import { OPS_CONTENT_PAGES } from "../features/content-pages/content-paths.ts";
import "../styles/ops-pieces.css";
import "../features/content-pages/content-pages.css";
import type { Route } from "./+types/ops-content-entry";

export const meta: Route.MetaFunction = ({ data: loaded }) => [{ title: `${loaded ? loaded.entry.title : "Content"} | Maison back office` }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return { entry: await loadOpsContentEntry(context, request, params.id), saved: new URL(request.url).searchParams.has("saved") };
}

/** Saves the form, or publishes / unpublishes the entry. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  if (intent === "publish" || intent === "unpublish") {
    const moved = await moveContentEntry(context, request, params.id, intent);
    return data({ kind: "move" as const, ...moved, values: null, error: null }, { status: moved.ok ? 200 : 409 });
  }
  const outcome = await saveContentEntry(context, request, form, params.id);
  if (outcome.ok) return { kind: "save" as const, ok: true, message: "Saved.", values: null, error: null };
  return data({ kind: "save" as const, ok: false, message: outcome.message, values: outcome.values, error: { field: outcome.field, message: outcome.message } }, { status: outcome.status });
}

export default function OpsContentEntry({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, saved } = loaderData;
  const busy = useNavigation().state === "submitting";
  const values = actionData?.values ?? {
    kind: entry.kind,
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    body: entry.body,
    image_url: entry.image_url ?? "",
    piece_ids: entry.piece_ids.join("\n"),
  };
  const published = entry.state === "published";
  return (
    <section aria-labelledby="ops-content-entry-title">
      <p className="piece-back">
        <Link to={OPS_CONTENT_PAGES.list}>All content</Link>
      </p>
      <h1 id="ops-content-entry-title" className="ops-title">
        {entry.title}
      </h1>
      <p className="piece-meta">
        {CONTENT_KIND_LABELS[entry.kind]} · <span className="ops-content-state">{entry.state}</span> · {published ? <a href={entry.path}>{entry.path}</a> : entry.path}
      </p>
      {saved && !actionData ? <FormMessage tone="success">Draft saved. Publish it to show it on the site.</FormMessage> : null}
      {actionData && actionData.kind === "move" ? <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage> : null}
      {actionData && actionData.kind === "save" && actionData.ok ? <FormMessage tone="success">{actionData.message}</FormMessage> : null}
      <Form method="post" className="ops-content-actions">
        <input type="hidden" name="intent" value={published ? "unpublish" : "publish"} />
        <button type="submit" className={published ? "button button-secondary" : "button button-primary"} disabled={busy}>
          {published ? "Unpublish" : "Publish"}
        </button>
      </Form>
      {entry.pieces.length > 0 ? (
        <>
          <h2 className="piece-panel-title">Pieces shown</h2>
          <ul className="ops-content-pieces">
            {entry.pieces.map((piece) => (
              <li key={piece.id}>
                {piece.vendor} {piece.title} ({piece.id})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ContentForm key={entry.updated_at} values={values} error={actionData?.error ?? null} mode="edit" />
    </section>
  );
}
