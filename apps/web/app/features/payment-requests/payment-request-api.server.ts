import type { AppLoadContext } from "react-router";
import { CommonErrorCode, ErrorBody } from "@maison/contracts/error";
import { PaymentRequestView, type PaymentRequestPayBody } from "@maison/contracts/payment-request";
import type { ApiError } from "../checkout/checkout-errors.ts";
import { credentialHeaders } from "../identity/viewer.server.ts";

export type PaymentRequestOutcome = { ok: true; value: PaymentRequestView } | { ok: false; status: number; error: ApiError };

const path = (token: string) => `/api/payment-requests/${encodeURIComponent(token)}/`;

async function call(context: AppLoadContext, request: Request, url: string, init: { method: "GET" | "POST"; body?: unknown; key?: string }): Promise<PaymentRequestOutcome> {
  const headers = credentialHeaders(request);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  if (init.key) headers.set("idempotency-key", init.key);
  const response = await context.api(url, { method: init.method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), signal: request.signal });
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: PaymentRequestView.parse(json) };
  const parsed = ErrorBody.safeParse(json);
  const error = parsed.success ? parsed.data : { code: CommonErrorCode.enum.upstream_error, message: "We could not reach our payments. Please try again." };
  if (response.status >= 500) console.error(`${init.method} ${url} answered ${response.status}`, error.code);
  return { ok: false, status: response.status, error };
}

/** The signed-in customer's payment request behind `/pay/{token}`. */
export function getPaymentRequest(context: AppLoadContext, request: Request, token: string) {
  return call(context, request, path(token), { method: "GET" });
}

/** Pays it, under the attempt's key (a double submit pays once). */
export function payPaymentRequest(context: AppLoadContext, request: Request, token: string, body: PaymentRequestPayBody, key: string) {
  return call(context, request, `${path(token)}pay/`, { method: "POST", body, key });
}
