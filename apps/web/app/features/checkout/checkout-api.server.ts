import type { AppLoadContext } from "react-router";
import { AddressList, type Address } from "@maison/contracts/address";
import {
  CheckoutCompleteResponse,
  CheckoutState,
  type CheckoutCompleteRequest,
  type CheckoutContactUpdate,
  type CheckoutShippingAddressUpdate,
  type CheckoutShippingMethodUpdate,
} from "@maison/contracts/checkout";
import { CommonErrorCode, ErrorBody } from "@maison/contracts/error";
import type { ResponseSchema } from "../../lib/api.server.ts";
import { credentialHeaders } from "../identity/viewer.server.ts";
import type { ApiError } from "./checkout-errors.ts";
import { CHECKOUT_API } from "./checkout-paths.ts";

/** What a checkout call came back with: its body, or the API's error and status. */
export type ApiOutcome<T> = { ok: true; value: T } | { ok: false; status: number; error: ApiError };

async function call<T>(
  context: AppLoadContext,
  request: Request,
  method: "GET" | "PUT" | "POST",
  path: string,
  schema: ResponseSchema<T>,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<ApiOutcome<T>> {
  const headers = credentialHeaders(request);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await context.api(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: request.signal,
  });
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: schema.parse(json) };
  const parsed = ErrorBody.safeParse(json);
  const error = parsed.success ? parsed.data : { code: CommonErrorCode.enum.upstream_error, message: "We could not reach the checkout. Please try again." };
  if (response.status >= 500) console.error(`${method} ${path} answered ${response.status}`, error.code);
  return { ok: false, status: response.status, error };
}

/** GET the checkout: everything the page shows. */
export function getCheckout(context: AppLoadContext, request: Request, token: string) {
  return call(context, request, "GET", CHECKOUT_API.state(token), CheckoutState);
}

export function putContact(context: AppLoadContext, request: Request, token: string, body: CheckoutContactUpdate) {
  return call(context, request, "PUT", CHECKOUT_API.contact(token), CheckoutState, body);
}

export function putShippingAddress(context: AppLoadContext, request: Request, token: string, body: CheckoutShippingAddressUpdate) {
  return call(context, request, "PUT", CHECKOUT_API.shippingAddress(token), CheckoutState, body);
}

export function putShippingMethod(context: AppLoadContext, request: Request, token: string, body: CheckoutShippingMethodUpdate) {
  return call(context, request, "PUT", CHECKOUT_API.shippingMethod(token), CheckoutState, body);
}

/** Places the order; the same key sent again answers with the same order instead of a second one. */
export function completeCheckout(context: AppLoadContext, request: Request, token: string, body: CheckoutCompleteRequest, idempotencyKey: string) {
  return call(context, request, "POST", CHECKOUT_API.complete(token), CheckoutCompleteResponse, body, { "idempotency-key": idempotencyKey });
}

/** The signed-in shopper's saved addresses; none for visitors or when the list cannot be read. */
export async function getSavedAddresses(context: AppLoadContext, request: Request): Promise<Address[]> {
  const outcome = await call(context, request, "GET", CHECKOUT_API.savedAddresses, AddressList);
  return outcome.ok ? outcome.value.addresses : [];
}
