import { redirect, type AppLoadContext } from "react-router";
import type { Capability } from "@maison/domain/actor/actor";
import { OpsSubmissionDetail, OpsSubmissionList, OpsSubmissionListQuery, SUBMISSION_QUEUE_KEYS, SUBMISSION_QUEUES, type SubmissionQueue } from "@maison/contracts/ops-submissions";
import { loadOpsMe, opsFetch, opsGet } from "../ops-api.server.ts";
import { OPS_PAGES } from "../ops-paths.ts";
import { formFieldOf, submissionActionBody, submissionFormValues, type SubmissionActionFailure } from "./submission-forms.ts";
import { actionPath, isOpsSubmissionAction } from "./submission-labels.ts";

/** The first queue the staff member's capabilities open (pricing's first, then the warehouse's, then payouts'). */
export function firstQueueFor(capabilities: readonly Capability[]): SubmissionQueue {
  if (capabilities.includes("admin")) return "to_quote";
  return SUBMISSION_QUEUE_KEYS.find((key) => capabilities.includes(SUBMISSION_QUEUES[key].capability)) ?? "to_quote";
}

/**
 * The list a page address asks for. Without a queue, the first one the staff member works; a bad
 * value falls back to it rather than failing the page.
 */
export async function submissionListQueryOf(context: AppLoadContext, request: Request): Promise<OpsSubmissionListQuery> {
  const url = new URL(request.url);
  const parsed = OpsSubmissionListQuery.safeParse(Object.fromEntries(url.searchParams));
  if (parsed.success && url.searchParams.has("queue")) return parsed.data;
  const me = await loadOpsMe(context, request);
  return { queue: firstQueueFor(me.capabilities), page: parsed.success ? parsed.data.page : 1 };
}

export function submissionListApiPath(query: OpsSubmissionListQuery): string {
  return `/api/ops/submissions/?${new URLSearchParams({ queue: query.queue, page: String(query.page) })}`;
}

export function loadOpsSubmissions(context: AppLoadContext, request: Request, query: OpsSubmissionListQuery): Promise<OpsSubmissionList> {
  return opsGet(context, request, submissionListApiPath(query), OpsSubmissionList);
}

export function loadOpsSubmission(context: AppLoadContext, request: Request, id: string): Promise<OpsSubmissionDetail> {
  return opsGet(context, request, `/api/ops/submissions/${encodeURIComponent(id)}/`, OpsSubmissionDetail);
}

/**
 * Makes one move of a submitted piece from its page's forms: on success back to the page with a
 * note of what was done (so a reload does not post again); otherwise what went wrong, said where the
 * form is, with what was typed.
 */
export async function performSubmissionAction(context: AppLoadContext, request: Request, id: string): Promise<SubmissionActionFailure> {
  const form = await request.formData();
  const intent = form.get("intent");
  const values = submissionFormValues(form);
  if (!isOpsSubmissionAction(intent)) return { intent: null, message: "This action is not known.", fields: {}, values };
  const checked = submissionActionBody(intent, values);
  if ("fields" in checked) return { intent, message: null, fields: checked.fields, values };
  const response = await opsFetch(context, request, `/api/ops/submissions/${encodeURIComponent(id)}/${actionPath(intent)}/`, { method: "POST", json: checked.body });
  if (response.ok) throw redirect(`${OPS_PAGES.submission(id)}?done=${intent}`);
  if (response.status >= 500) throw new Error(`POST ${actionPath(intent)} for ${id} answered ${response.status}`);
  const error = (await response.json().catch(() => ({}))) as { message?: string; detail?: string; field?: string };
  const message = error.message ?? error.detail ?? "This did not work. Please reload the page and try again.";
  if (response.status === 400 && error.field) return { intent, message: null, fields: { [formFieldOf(error.field)]: message.replace(/^[a-z_.0-9]+: /, "") }, values };
  return { intent, message, fields: {}, values };
}
