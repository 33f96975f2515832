import { redirect, type AppLoadContext } from "react-router";
import { Order, PurchaseList } from "@maison/contracts/checkout";
import { ErrorBody } from "@maison/contracts/error";
import { OpsReturn, OpsReturnList, PurchaseReturns, ReturnCalculation, ReturnList, ReturnView } from "@maison/contracts/returns";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { opsFetch, opsGet } from "../ops/ops-api.server.ts";
import { PURCHASE_API, PURCHASE_PAGES } from "./purchases-paths.ts";

/** What a purchases call came back with: its body, or the status and the sentence to show. */
export type PurchaseOutcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string; code?: string | undefined; field?: string | undefined };

const UNREACHABLE = "We could not reach Maison just now. Please try again in a moment.";

async function call<T>(context: AppLoadContext, request: Request, method: "GET" | "POST", path: string, schema: { parse(value: unknown): T }, body?: unknown): Promise<PurchaseOutcome<T>> {
  const headers = credentialHeaders(request);
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await context.api(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: request.signal });
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: schema.parse(json) };
  const parsed = ErrorBody.safeParse(json);
  if (!parsed.success) return { ok: false, status: response.status, message: UNREACHABLE };
  return { ok: false, status: response.status, message: parsed.data.message || UNREACHABLE, code: parsed.data.code, field: parsed.data.field };
}

export const listPurchases = (context: AppLoadContext, request: Request, page: number) => call(context, request, "GET", PURCHASE_API.list(page), PurchaseList);
export const getPurchase = (context: AppLoadContext, request: Request, number: string) => call(context, request, "GET", PURCHASE_API.detail(number), Order);
export const listMyReturns = (context: AppLoadContext, request: Request) => call(context, request, "GET", PURCHASE_API.myReturns, ReturnList);
export const getPurchaseReturns = (context: AppLoadContext, request: Request, number: string) => call(context, request, "GET", PURCHASE_API.returns(number), PurchaseReturns);

/** A purchase and what may be done with it, or why it cannot be shown. */
export async function loadPurchase(context: AppLoadContext, request: Request, number: string) {
  const [order, returns] = await Promise.all([getPurchase(context, request, number), getPurchaseReturns(context, request, number)]);
  if (!order.ok) return order;
  if (!returns.ok) return returns;
  return { ok: true as const, value: { order: order.value, returns: returns.value } };
}

/** The result of a purchases form: a message to show (with the help link when the spec gives one). */
export interface PurchaseActionData {
  ok: boolean;
  message: string;
  help?: boolean;
  calculation?: ReturnCalculation;
  field?: string | undefined;
}

const HELP_CODES = new Set(["cancel_not_allowed", "return_not_allowed", "return_item_not_returnable"]);

/** The purchase page's cancel form. */
export async function cancelPurchaseAction(context: AppLoadContext, request: Request): Promise<PurchaseActionData | Response> {
  const form = await request.formData();
  const number = String(form.get("order") ?? "");
  const outcome = await call(context, request, "POST", PURCHASE_API.cancel, { parse: (v: unknown) => v }, { order: number });
  if (!outcome.ok) return { ok: false, message: outcome.message, help: HELP_CODES.has(outcome.code ?? "") };
  return redirect(`${PURCHASE_PAGES.detail(number)}&done=cancelled`);
}

/** The refund page's forms: calculate (shows the fee and split), then request the return. */
export async function refundPageAction(context: AppLoadContext, request: Request, number: string): Promise<PurchaseActionData | Response> {
  const form = await request.formData();
  const chosen = form.getAll("product_id").map(String);
  const refundTo = form.get("refund_to") === "store_credit" ? "store_credit" : "original";
  if (chosen.length === 0) return { ok: false, message: "Choose at least one piece to return.", field: "items" };
  if (form.get("intent") === "return") {
    const items = chosen.map((product_id) => ({ product_id, reason: String(form.get(`reason_${product_id}`) ?? "") }));
    const outcome = await call(context, request, "POST", PURCHASE_API.open(number), ReturnView, { items, refund_to: refundTo });
    if (!outcome.ok) return { ok: false, message: outcome.field?.endsWith(".reason") || outcome.field === "items" ? "Choose a reason for each piece you return." : outcome.message, help: HELP_CODES.has(outcome.code ?? ""), field: outcome.field };
    return redirect(PURCHASE_PAGES.thankYou(number));
  }
  const outcome = await call(context, request, "POST", PURCHASE_API.calculate(number), ReturnCalculation, { item_list: chosen, refund_to: refundTo });
  if (!outcome.ok) return { ok: false, message: outcome.message, help: HELP_CODES.has(outcome.code ?? "") };
  return { ok: true, message: "", calculation: outcome.value };
}

// ---- The console -------------------------------------------------------------------------------

export function loadOpsReturns(context: AppLoadContext, request: Request, queue: string) {
  return opsGet(context, request, PURCHASE_API.opsList(queue), OpsReturnList);
}

/** The console's return forms: one move, or a rejection with its reason. */
export async function opsReturnAction(context: AppLoadContext, request: Request): Promise<{ ok: boolean; id: string; message: string; field?: string | undefined }> {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const intent = String(form.get("intent") ?? "");
  const moves: Record<string, string> = { ship: "in-transit", receive: "receive", inspect: "inspect", refund: "refund", ship_back: "ship-back", reject: "reject" };
  const move = moves[intent];
  if (!move) return { ok: false, id, message: "Choose what to do with this return." };
  const response = await opsFetch(context, request, PURCHASE_API.opsMove(id, move), { method: "POST", ...(intent === "reject" ? { json: { reason: String(form.get("reason") ?? "") } } : {}) });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = ErrorBody.safeParse(json);
    return { ok: false, id, message: error.success ? error.data.message : UNREACHABLE, field: error.success ? error.data.field : undefined };
  }
  const done = OpsReturn.parse(json);
  return { ok: true, id, message: `Return for order #${done.order_number}: ${done.state.replace("_", " ")}.` };
}
