import { redirect, type AppLoadContext } from "react-router";
import { CancelOrderRequest, OpsOrderDetail, OpsOrderList, OpsOrderListQuery, ShipOrderRequest, type OpsOrderAction } from "@maison/contracts/ops-orders";
import { opsFetch, opsGet } from "../ops-api.server.ts";
import { OPS_PAGES } from "../ops-paths.ts";
import { isOpsOrderAction } from "./ops-order-labels.ts";

/** What a move that did not happen comes back with: the move, its field errors or a message, and what was typed. */
export interface OrderActionFailure {
  intent: OpsOrderAction | null;
  message: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
}

/** The list a page address asks for; a bad value falls back to the default list rather than failing the page. */
export function orderListQueryOf(url: URL): OpsOrderListQuery {
  const parsed = OpsOrderListQuery.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : OpsOrderListQuery.parse({});
}

export function orderListApiPath(query: OpsOrderListQuery): string {
  const params = new URLSearchParams({ state: query.state, page: String(query.page) });
  if (query.q) params.set("q", query.q);
  return `/api/ops/orders/?${params}`;
}

export function loadOpsOrders(context: AppLoadContext, request: Request, query: OpsOrderListQuery): Promise<OpsOrderList> {
  return opsGet(context, request, orderListApiPath(query), OpsOrderList);
}

export function loadOpsOrder(context: AppLoadContext, request: Request, id: string): Promise<OpsOrderDetail> {
  return opsGet(context, request, `/api/ops/orders/${encodeURIComponent(id)}/`, OpsOrderDetail);
}

const firstIssues = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    fields[field] ??= issue.message;
  }
  return fields;
};

/** The body a move sends, checked with the same schema as the server; field errors when it does not pass. */
export function orderActionBody(intent: OpsOrderAction, form: FormData): { body: object | undefined } | { fields: Record<string, string> } {
  const text = (name: string) => String(form.get(name) ?? "");
  if (intent === "ship") {
    const parsed = ShipOrderRequest.safeParse({ carrier: text("carrier"), tracking_number: text("tracking_number") });
    return parsed.success ? { body: parsed.data } : { fields: firstIssues(parsed.error.issues) };
  }
  if (intent === "cancel") {
    const parsed = CancelOrderRequest.safeParse({ reason: text("reason") });
    const fields = parsed.success ? {} : firstIssues(parsed.error.issues);
    if (form.get("confirm") !== "yes") fields.confirm = "Please confirm the cancellation.";
    return parsed.success && Object.keys(fields).length === 0 ? { body: parsed.data } : { fields };
  }
  return { body: undefined };
}

/**
 * Makes one move of the order from its page's form: on success back to the order with a note of what
 * was done (so a reload does not post again); otherwise what went wrong, said where the form is.
 */
export async function performOrderAction(context: AppLoadContext, request: Request, id: string): Promise<OrderActionFailure> {
  const form = await request.formData();
  const intent = form.get("intent");
  const values = { carrier: String(form.get("carrier") ?? ""), tracking_number: String(form.get("tracking_number") ?? ""), reason: String(form.get("reason") ?? "") };
  if (!isOpsOrderAction(intent)) return { intent: null, message: "This action is not known.", fields: {}, values };
  const checked = orderActionBody(intent, form);
  if ("fields" in checked) return { intent, message: null, fields: checked.fields, values };
  const response = await opsFetch(context, request, `/api/ops/orders/${encodeURIComponent(id)}/${intent}/`, { method: "POST", json: checked.body ?? {} });
  if (response.ok) throw redirect(`${OPS_PAGES.order(id)}?done=${intent}`);
  const error = (await response.json().catch(() => ({}))) as { message?: string; field?: string };
  const message = error.message ?? "This did not work. Please reload the order and try again.";
  if (response.status === 400 && error.field) return { intent, message: null, fields: { [error.field]: message.replace(/^[a-z_]+: /, "") }, values };
  return { intent, message, fields: {}, values };
}
