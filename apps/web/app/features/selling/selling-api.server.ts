import type { AppLoadContext } from "react-router";
import { Address, AddressList, type AddressFields } from "@maison/contracts/address";
import { CommonErrorCode, ErrorBody } from "@maison/contracts/error";
import {
  NmiRequest,
  PartnerCodeVerified,
  ShippingOptions,
  Ticket,
  TicketList,
  type CreateSubmissionInput,
  type FinalizeQuoteInput,
  type NmiFinalizeInput,
  type ShippingInput,
} from "@maison/contracts/selling";
import { AppraiseResponse, SellCatalogLevel, SellSearchResult, SellSkuView, type AppraiseRequest, type SellSearchResult as SearchPage } from "@maison/contracts/valuation";
import type { ResponseSchema } from "../../lib/api.server.ts";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { SELL_LEVELS, type SellFlowState } from "./sell-flow-state.ts";
import { finalizeQuotePath, nmiFinalizePath, nmiPath, orderPath, quotePath, SELLING_API } from "./selling-paths.ts";

/** An API failure as the seller's pages read it. */
export interface SellingError {
  code: string;
  message: string;
  field?: string | undefined;
  /** Every field at fault, each with its own sentence (a body breaking several rules). */
  errors?: ReadonlyArray<{ field: string; message: string }> | undefined;
}

/** What a seller's call came back with: its body, or the status and error. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; error: SellingError };

const UNREACHABLE = "We could not reach Maison just now. Please try again in a moment.";

async function call<T>(
  context: AppLoadContext,
  request: Request,
  method: "GET" | "POST" | "PUT",
  path: string,
  schema: ResponseSchema<T>,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Outcome<T>> {
  const headers = credentialHeaders(request);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await context.api(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: request.signal });
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: schema.parse(json) };
  const parsed = ErrorBody.safeParse(json);
  const error: SellingError = parsed.success
    ? { code: parsed.data.code, message: readableMessage(parsed.data), field: parsed.data.field, errors: parsed.data.errors }
    : { code: response.status === 404 ? CommonErrorCode.enum.route_not_found : CommonErrorCode.enum.upstream_error, message: UNREACHABLE };
  if (response.status >= 500) console.error(`${method} ${path.split("?")[0]} answered ${response.status}`, error.code);
  return { ok: false, status: response.status, error };
}

/** The sentence to show: the first detail (the spec's clients read `detail`), else the message. */
function readableMessage(body: ErrorBody): string {
  const detail = Array.isArray(body.detail) ? body.detail[0] : body.detail;
  if (detail && detail.trim()) return detail;
  return body.message.trim() || UNREACHABLE;
}

/**
 * The error's messages beside the form's own inputs (`inputFor` names the input an API field is typed
 * in, or null); whatever no input holds stays a message above the form.
 */
export function fieldErrors(error: SellingError, inputFor: (field: string) => string | null): { fields: Record<string, string>; rest: SellingError | null } {
  const entries = error.errors && error.errors.length > 0 ? error.errors : error.field ? [{ field: error.field, message: error.message }] : [];
  const fields: Record<string, string> = {};
  let unplaced = entries.length === 0;
  for (const entry of entries) {
    const input = inputFor(entry.field);
    if (input && !fields[input]) fields[input] = entry.message;
    else if (!input) unplaced = true;
  }
  return { fields, rest: unplaced ? error : null };
}

/** Whether the outcome asks for a signed-in seller. */
export function needsSignIn(outcome: Outcome<unknown>): boolean {
  return !outcome.ok && (outcome.status === 401 || outcome.status === 403);
}

// ---- The seller's catalogue and the offer ---------------------------------------------------------

/** GET /v6/sell/catalog/ for the levels chosen so far. */
export function getSellCatalog(context: AppLoadContext, request: Request, levels: SellFlowState["levels"]) {
  const params = new URLSearchParams();
  for (const level of SELL_LEVELS) {
    const value = levels[level];
    if (!value) break;
    params.set(level, value);
  }
  const query = params.toString();
  return call(context, request, "GET", query ? `${SELLING_API.catalog}?${query}` : SELLING_API.catalog, SellCatalogLevel);
}

/** GET /v6/sell/search/ page after page until `pages` are read or there is no more (spec 2 §5 has_more). */
/** One sku of the sellers' catalog by its code (a saved Clair code's "Get its value" names only that). */
export function getSellSku(context: AppLoadContext, request: Request, code: string): Promise<Outcome<SellSkuView>> {
  return call(context, request, "GET", SELLING_API.sku(code), SellSkuView);
}

export async function searchSellCatalog(context: AppLoadContext, request: Request, q: string, pages: number): Promise<Outcome<SearchPage>> {
  const results: SearchPage["search_results"] = [];
  let total = 0;
  let hasMore = true;
  for (let page = 0; page < pages && hasMore; page++) {
    const outcome = await call(context, request, "GET", `${SELLING_API.search}?${new URLSearchParams({ q, offset: String(results.length) })}`, SellSearchResult);
    if (!outcome.ok) return page === 0 ? outcome : { ok: true, value: { search_results: results, search_results_total: total, has_more: false } };
    results.push(...outcome.value.search_results);
    total = outcome.value.search_results_total;
    hasMore = outcome.value.has_more && outcome.value.search_results.length > 0;
  }
  return { ok: true, value: { search_results: results, search_results_total: total, has_more: hasMore } };
}

/** POST /v6/sell/appraise/: the offer for one sku and its details (a 401 for visitors). */
export function appraise(context: AppLoadContext, request: Request, body: AppraiseRequest) {
  return call(context, request, "POST", SELLING_API.appraise, AppraiseResponse, body);
}

export function verifyPartnerCode(context: AppLoadContext, request: Request, code: string) {
  return call(context, request, "GET", `${SELLING_API.partnerCode}?${new URLSearchParams({ code })}`, PartnerCodeVerified);
}

// ---- Submissions, quotes and shipping -------------------------------------------------------------

/** POST /v6/sell/submissions/; the same key sent again answers with the same ticket. */
export function createSubmission(context: AppLoadContext, request: Request, body: CreateSubmissionInput, idempotencyKey: string) {
  return call(context, request, "POST", SELLING_API.submissions, Ticket, body, { "idempotency-key": idempotencyKey });
}

export function finalizeQuote(context: AppLoadContext, request: Request, ticketId: string, body: FinalizeQuoteInput) {
  return call(context, request, "PUT", finalizeQuotePath(ticketId), TicketOrNothing, body);
}

/** An answer whose body the page does not read. */
const NoBody: ResponseSchema<null> = { parse: () => null };

/** finalize-quote's answer is not fixed by the spec (spec 1 §7 "not shown"): the ticket when it is one. */
const TicketOrNothing: ResponseSchema<Ticket | null> = {
  parse: (value) => {
    const parsed = Ticket.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
};

export function getTicket(context: AppLoadContext, request: Request, ticketId: string) {
  return call(context, request, "GET", orderPath(ticketId), Ticket);
}

export function getQuote(context: AppLoadContext, request: Request, ticketId: string) {
  return call(context, request, "GET", quotePath(ticketId), Ticket);
}

export function listTickets(context: AppLoadContext, request: Request, page: number) {
  return call(context, request, "GET", `${SELLING_API.tickets}?page=${page}`, TicketList);
}

export function getShippingOptions(context: AppLoadContext, request: Request, ticketId: string) {
  return call(context, request, "GET", `${SELLING_API.shippingOptions}?${new URLSearchParams({ quote: ticketId })}`, ShippingOptions);
}

export function bookShipping(context: AppLoadContext, request: Request, body: ShippingInput) {
  return call(context, request, "POST", SELLING_API.shipping, Ticket, body);
}

export async function getAddresses(context: AppLoadContext, request: Request): Promise<Address[]> {
  const outcome = await call(context, request, "GET", SELLING_API.addresses, AddressList);
  return outcome.ok ? outcome.value.addresses : [];
}

export function createAddress(context: AppLoadContext, request: Request, body: AddressFields) {
  return call(context, request, "POST", SELLING_API.addresses, Address, body);
}

// ---- Needs more information -----------------------------------------------------------------------

export function getNmi(context: AppLoadContext, request: Request, nmiId: string) {
  return call(context, request, "GET", nmiPath(nmiId), NmiRequest);
}

export function finalizeNmi(context: AppLoadContext, request: Request, nmiId: string, body: NmiFinalizeInput) {
  return call(context, request, "PUT", nmiFinalizePath(nmiId), NoBody, body);
}
