import { redirect, type AppLoadContext } from "react-router";
import { beforeTradeInCookie, readBeforeTradeIn, withCartOpen } from "./before-trade-in.ts";
import { CommonErrorCode, ErrorBody } from "@maison/contracts/error";
import { OpsTradeIn, OpsTradeInList, TradeIn, TradeInList, TradeInPayResponse, type OpsTradeInQueue } from "@maison/contracts/trade-in";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { opsFetch, opsGet } from "../ops/ops-api.server.ts";
import { tradeInDetailPath, TRADE_IN_API, TRADE_IN_PAGES } from "./trade-in-paths.ts";

/** What a trade-in call came back with: its body, or the status and the sentence to show. */
export type TradeInOutcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string; field?: string | undefined };

const UNREACHABLE = "We could not reach Maison just now. Please try again in a moment.";

async function call<T>(context: AppLoadContext, request: Request, method: "GET" | "POST" | "PUT", path: string, schema: { parse(value: unknown): T }, body?: unknown, extra: Record<string, string> = {}): Promise<TradeInOutcome<T>> {
  const headers = credentialHeaders(request);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await context.api(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: request.signal });
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: schema.parse(json) };
  const parsed = ErrorBody.safeParse(json);
  if (!parsed.success) return { ok: false, status: response.status, message: UNREACHABLE };
  const detail = Array.isArray(parsed.data.detail) ? parsed.data.detail[0] : parsed.data.detail;
  return { ok: false, status: response.status, message: detail?.trim() || parsed.data.message || UNREACHABLE, field: parsed.data.field };
}

export const listTradeIns = (context: AppLoadContext, request: Request) => call(context, request, "GET", TRADE_IN_API.list, TradeInList);
export const getTradeIn = (context: AppLoadContext, request: Request, id: string) => call(context, request, "GET", TRADE_IN_API.detail(id), TradeIn);

/** The account page's form answers: a message to show beside the trade-in, or a redirect. */
export interface TradeInActionData {
  ok: boolean;
  message: string;
}

/**
 * The trades page's forms: accept-and-finalize, the answer to a revised offer, or pay (to the
 * hosted payment page). Each goes back to the trade-in's detail.
 */
export async function tradeInAction(context: AppLoadContext, request: Request): Promise<TradeInActionData | Response> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("trade_in_id") ?? "");
  const item = String(form.get("order_item_id") ?? "");
  if (intent === "accept") {
    const outcome = await call(context, request, "POST", TRADE_IN_API.acceptAndFinalize, TradeIn, { so_id: id });
    if (!outcome.ok) return { ok: false, message: outcome.message };
    if (form.get("then") !== "cart") return redirect(`${tradeInDetailPath(id)}&done=accepted`);
    // Back to the page the shopper left for the trade-in (spec 1 §3 `before_trade_in`), the cart open on it; the cookie is spent.
    const before = readBeforeTradeIn(request.headers.get("cookie"));
    if (!before) return redirect(`${TRADE_IN_PAGES.trades}?${new URLSearchParams({ trade_in_id: id, cart: "open" })}`);
    return redirect(withCartOpen(before), { headers: { "Set-Cookie": beforeTradeInCookie(null, new URL(request.url).protocol === "https:") } });
  }
  if (intent === "respond") {
    const answer = String(form.get("client_response") ?? "");
    const outcome = await call(context, request, "PUT", TRADE_IN_API.clientResponse(item), TradeIn, { client_response: answer });
    if (!outcome.ok) return { ok: false, message: outcome.message };
    return redirect(`${tradeInDetailPath(id)}&done=answered`);
  }
  if (intent === "pay") {
    const key = String(form.get("idempotency_key") ?? "");
    const outcome = await call(context, request, "POST", TRADE_IN_API.pay, TradeInPayResponse, { so_id: id }, key ? { "idempotency-key": key } : {});
    if (!outcome.ok) return { ok: false, message: outcome.message };
    return redirect(outcome.value.checkout_web_url);
  }
  return { ok: false, message: "Choose what to do with this trade-in." };
}

// ---- The console -------------------------------------------------------------------------------

export function loadOpsTradeIns(context: AppLoadContext, request: Request, queue: OpsTradeInQueue) {
  return opsGet(context, request, TRADE_IN_API.opsList(queue), OpsTradeInList);
}

/** The console's forms: credit as offered, or revise with a new amount (dollars typed) and what inspection found. */
export async function opsTradeInAction(context: AppLoadContext, request: Request): Promise<{ ok: boolean; id: string; message: string; field?: string | undefined }> {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const move = form.get("intent") === "revise" ? "revise" : "credit";
  let json: unknown;
  if (move === "revise") {
    const typed = String(form.get("amount") ?? "").replace(/[$,\s]/g, "");
    const dollars = typed === "" ? Number.NaN : Number(typed);
    if (!Number.isFinite(dollars)) return { ok: false, id, message: "Enter the revised amount in dollars.", field: "amount_cents" };
    json = { amount_cents: Math.round(dollars * 100), reason: String(form.get("reason") ?? "") };
  }
  const response = await opsFetch(context, request, TRADE_IN_API.opsMove(id, move), { method: "POST", ...(json ? { json } : { json: {} }) });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const trade = OpsTradeIn.parse(body);
    return { ok: true, id, message: move === "credit" ? `${trade.title} is credited.` : `${trade.seller_email ?? "The seller"} has the revised offer to answer.` };
  }
  const parsed = ErrorBody.safeParse(body);
  const detail = parsed.success ? (Array.isArray(parsed.data.detail) ? parsed.data.detail[0] : parsed.data.detail) || parsed.data.message : null;
  return { ok: false, id, message: detail ?? `The console answered ${response.status}.`, field: parsed.success ? parsed.data.field : CommonErrorCode.enum.upstream_error };
}
