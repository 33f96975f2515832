import { redirect, type AppLoadContext } from "react-router";
import { OpsConsignmentDetail, OpsConsignmentList, OpsConsignmentListQuery, type OpsConsignmentAction } from "@maison/contracts/consignment";
import { opsFetch, opsGet } from "../ops-api.server.ts";
import { dollarsToCentsInput } from "../pieces/piece-format.ts";
import { CONSIGNMENT_ACTION_PATHS, consignmentPage, isConsignmentAction } from "./consignment-console-labels.ts";


export function loadOpsConsignments(context: AppLoadContext, request: Request): Promise<OpsConsignmentList> {
  const parsed = OpsConsignmentListQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const queue = parsed.success ? parsed.data.queue : "to_review";
  return opsGet(context, request, `/api/ops/consignments/?${new URLSearchParams({ queue })}`, OpsConsignmentList);
}

export function loadOpsConsignment(context: AppLoadContext, request: Request, id: string): Promise<OpsConsignmentDetail> {
  return opsGet(context, request, `/api/ops/consignments/${encodeURIComponent(id)}/`, OpsConsignmentDetail);
}

/** What went wrong with a move, said at its form, with what was typed. */
export interface ConsignmentActionFailure {
  intent: OpsConsignmentAction | null;
  message: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
}

/** The body of a move from its form's values, or the fields at fault. */
function bodyOf(intent: OpsConsignmentAction, values: Record<string, string>): { body: Record<string, unknown> } | { fields: Record<string, string> } {
  if (intent === "review" || intent === "propose_tweak") {
    const cents = dollarsToCentsInput(values.price ?? "");
    if (cents === null || Number.isNaN(cents) || cents < 1_00) return { fields: { price: "Enter a price in dollars, at least $1." } };
    return { body: intent === "review" ? { list_price_cents: cents } : { price_cents: cents, ...(values.note ? { note: values.note } : {}) } };
  }
  if (intent === "record_return") {
    if (!values.reason?.trim()) return { fields: { reason: "Say why the buyer returned it." } };
    return { body: { reason: values.reason.trim() } };
  }
  return { body: {} };
}

/**
 * Makes one move from the page's forms: on success back to the page with a note (a reload does not
 * post again); otherwise what went wrong, said where the form is.
 */
export async function performConsignmentAction(context: AppLoadContext, request: Request, id: string): Promise<ConsignmentActionFailure> {
  const form = await request.formData();
  const intent = form.get("intent");
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  if (!isConsignmentAction(intent)) return { intent: null, message: "This action is not known.", fields: {}, values };
  const checked = bodyOf(intent, values);
  if ("fields" in checked) return { intent, message: null, fields: checked.fields, values };
  const response = await opsFetch(context, request, `/api/ops/consignments/${encodeURIComponent(id)}/${CONSIGNMENT_ACTION_PATHS[intent]}/`, { method: "POST", json: checked.body });
  if (response.ok) throw redirect(`${consignmentPage(id)}?done=${intent}`);
  if (response.status >= 500) throw new Error(`POST ${CONSIGNMENT_ACTION_PATHS[intent]} for ${id} answered ${response.status}`);
  const error = (await response.json().catch(() => ({}))) as { message?: string; detail?: string; field?: string };
  const message = error.detail ?? error.message ?? "This did not work. Please reload the page and try again.";
  const field = error.field === "list_price_cents" || error.field === "price_cents" ? "price" : error.field;
  if (response.status === 400 && field) return { intent, message: null, fields: { [field]: message }, values };
  return { intent, message, fields: {}, values };
}
