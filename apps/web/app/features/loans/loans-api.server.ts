import type { AppLoadContext } from "react-router";
import { CommonErrorCode, ErrorBody } from "@maison/contracts/error";
import { CreateReturnResponse, LoanList, LoanVerification, LoanView } from "@maison/contracts/loans";
import type { ResponseSchema } from "../../lib/api.server.ts";
import { credentialHeaders } from "../identity/viewer.server.ts";
import type { Outcome, SellingError } from "../selling/selling-api.server.ts";
import { LOANS_API } from "./loans-paths.ts";

const UNREACHABLE = "We could not reach Maison just now. Please try again in a moment.";

async function call<T>(context: AppLoadContext, request: Request, method: "GET" | "POST", path: string, schema: ResponseSchema<T>, body?: unknown, key?: string): Promise<Outcome<T>> {
  const headers = credentialHeaders(request);
  if (body !== undefined) headers.set("content-type", "application/json");
  if (key) headers.set("idempotency-key", key);
  const response = await context.api(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: request.signal });
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: schema.parse(json) };
  const parsed = ErrorBody.safeParse(json);
  const error: SellingError = parsed.success
    ? { code: parsed.data.code, message: readable(parsed.data), field: parsed.data.field }
    : { code: CommonErrorCode.enum.upstream_error, message: UNREACHABLE };
  if (response.status >= 500) console.error(`${method} ${path.split("?")[0]} answered ${response.status}`, error.code);
  return { ok: false, status: response.status, error };
}

/** The sentence to show: the first detail, else the message without the field's name in front. */
function readable(body: ErrorBody): string {
  const detail = Array.isArray(body.detail) ? body.detail[0] : body.detail;
  if (detail && detail.trim()) return detail;
  return body.message.replace(/^[a-z_.0-9]+: /, "").trim() || UNREACHABLE;
}

export const listLoans = (context: AppLoadContext, request: Request) => call(context, request, "GET", LOANS_API.loans, LoanList);
export const verifyLoan = (context: AppLoadContext, request: Request, searchText: string) => call(context, request, "POST", LOANS_API.verify, LoanVerification, { search_text: searchText });
export const createLoan = (context: AppLoadContext, request: Request, body: { search_text: string; address_id: string }, key: string) =>
  call(context, request, "POST", LOANS_API.create, LoanView, body, key);
export const repayLoan = (context: AppLoadContext, request: Request, loanId: string) => call(context, request, "POST", LOANS_API.createReturn, CreateReturnResponse, { loan_id: loanId });
export const markShipped = (context: AppLoadContext, request: Request, loanId: string) => call(context, request, "POST", LOANS_API.shipIn(loanId), LoanView);
export const withdrawLoan = (context: AppLoadContext, request: Request, loanId: string) => call(context, request, "POST", LOANS_API.cancel(loanId), LoanView);
