import { data, redirect } from "react-router";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { ContentForm } from "../features/content-pages/content-form.tsx";
import { saveContentEntry } from "../features/content-pages/content-pages-api.server.ts";
import { OPS_CONTENT_PAGES } from "../features/content-pages/content-paths.ts";
import "../styles/ops-pieces.css";
import type { Route } from "./+types/ops-content-new";

export const meta: Route.MetaFunction = () => [{ title: "New page or article | Maison back office" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

const EMPTY = { kind: "article", slug: "", title: "", summary: "", body: "", image_url: "", piece_ids: "" };

/** Writes a draft, then opens it to publish. */
export async function action({ context, request }: Route.ActionArgs) {
  const outcome = await saveContentEntry(context, request, await request.formData(), null);
  if (outcome.ok) return redirect(`${OPS_CONTENT_PAGES.entry(outcome.entry.id)}?saved=1`);
  return data({ values: outcome.values, error: { field: outcome.field, message: outcome.message } }, { status: outcome.status });
}

export default function OpsContentNew({ actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="ops-content-new-title">
      <h1 id="ops-content-new-title" className="ops-title">
        New page or article
      </h1>
      <ContentForm values={actionData?.values ?? EMPTY} error={actionData?.error ?? null} mode="new" />
    </section>
  );
}
