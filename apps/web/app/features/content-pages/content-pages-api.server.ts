import { data, type AppLoadContext } from "react-router";
import { ContentEntryView, ContentList, ContentPageErrorCode, OpsContentEntry, OpsContentList } from "@maison/contracts/content-pages";
import { ErrorBody } from "@maison/contracts/error";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { opsFetch, opsGet } from "../ops/ops-api.server.ts";
import { CONTENT_API } from "./content-paths.ts";

/** A published entry, or the page's 404 when there is none at this address. */
export async function loadContentEntry(context: AppLoadContext, request: Request, kind: string, slug: string): Promise<ContentEntryView> {
  const path = CONTENT_API.entry(kind, slug);
  const response = await context.api(path, { method: "GET", headers: credentialHeaders(request), signal: request.signal });
  if (response.status === 404 || response.status === 400) throw data({ code: ContentPageErrorCode.enum.content_not_found, message: "No page here." }, { status: 404 });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ContentEntryView.parse(await response.json());
}

export async function loadContentList(context: AppLoadContext, request: Request, kind: string): Promise<ContentList> {
  const path = CONTENT_API.list(kind);
  const response = await context.api(path, { method: "GET", headers: credentialHeaders(request), signal: request.signal });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ContentList.parse(await response.json());
}

export const loadOpsContentList = (context: AppLoadContext, request: Request) => opsGet(context, request, CONTENT_API.opsList, OpsContentList);
export const loadOpsContentEntry = (context: AppLoadContext, request: Request, id: string) => opsGet(context, request, CONTENT_API.opsEntry(id), OpsContentEntry);

export const CONTENT_FIELDS = ["kind", "slug", "title", "summary", "body", "image_url", "piece_ids"] as const;
export type ContentFormValues = Record<(typeof CONTENT_FIELDS)[number], string>;
export type ContentSaveOutcome = { ok: true; entry: OpsContentEntry } | { ok: false; status: number; field: string | null; message: string; values: ContentFormValues };

/** The form's values as the API takes them: pieces one per line (or separated by commas). */
function bodyOf(values: ContentFormValues) {
  return {
    kind: values.kind,
    slug: values.slug,
    title: values.title,
    summary: values.summary,
    body: values.body,
    image_url: values.image_url.trim() === "" ? null : values.image_url.trim(),
    piece_ids: values.piece_ids.split(/[\s,]+/).filter((id) => id !== ""),
  };
}

/** Creates (no id) or rewrites an entry from the console's form. */
export async function saveContentEntry(context: AppLoadContext, request: Request, form: FormData, id: string | null): Promise<ContentSaveOutcome> {
  const values = Object.fromEntries(CONTENT_FIELDS.map((name) => [name, String(form.get(name) ?? "")])) as ContentFormValues;
  const response = await opsFetch(context, request, id ? CONTENT_API.opsEntry(id) : CONTENT_API.opsList, { method: id ? "PUT" : "POST", json: bodyOf(values) });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, entry: OpsContentEntry.parse(body) };
  const parsed = ErrorBody.safeParse(body);
  return { ok: false, status: response.status, field: parsed.success ? (parsed.data.field ?? null) : null, message: parsed.success ? parsed.data.message : `The console answered ${response.status}.`, values };
}

/** Publishes or unpublishes; the message says what happened or why not. */
export async function moveContentEntry(context: AppLoadContext, request: Request, id: string, move: "publish" | "unpublish"): Promise<{ ok: boolean; message: string }> {
  const response = await opsFetch(context, request, CONTENT_API.opsMove(id, move), { method: "POST" });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const entry = OpsContentEntry.parse(body);
    return { ok: true, message: move === "publish" ? `Published: ${entry.title} is live at ${entry.path}` : `Unpublished: ${entry.title} is off the site.` };
  }
  const parsed = ErrorBody.safeParse(body);
  return { ok: false, message: parsed.success ? parsed.data.message : `The console answered ${response.status}.` };
}
