import type { AppLoadContext } from "react-router";
import { AddressList, type Address } from "@maison/contracts/address";
import { ConsignmentDetail, ConsignmentHistory, ConsignmentLists, DelistResult } from "@maison/contracts/consignment";
import { ErrorBody } from "@maison/contracts/error";
import type { ResponseSchema } from "../../lib/api.server.ts";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { CONSIGNMENT_API } from "./consignment-paths.ts";

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string; field?: string | undefined };

const UNREACHABLE = "We could not reach Maison just now. Please try again in a moment.";

async function call<T>(context: AppLoadContext, request: Request, method: "GET" | "POST" | "PUT", path: string, schema: ResponseSchema<T>, body?: unknown): Promise<Outcome<T>> {
  const headers = credentialHeaders(request);
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await context.api(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: request.signal });
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: schema.parse(json) };
  const parsed = ErrorBody.safeParse(json);
  if (response.status >= 500) console.error(`${method} ${path.split("?")[0]} answered ${response.status}`);
  if (!parsed.success) return { ok: false, status: response.status, message: UNREACHABLE };
  const detail = Array.isArray(parsed.data.detail) ? parsed.data.detail[0] : parsed.data.detail;
  return { ok: false, status: response.status, message: detail?.trim() || parsed.data.message, field: parsed.data.field };
}

export const needsSignIn = (outcome: Outcome<unknown>) => !outcome.ok && (outcome.status === 401 || outcome.status === 403);

export const loadConsignments = (context: AppLoadContext, request: Request) => call(context, request, "GET", CONSIGNMENT_API.lists, ConsignmentLists);
export const loadConsignment = (context: AppLoadContext, request: Request, id: string) => call(context, request, "GET", CONSIGNMENT_API.details(id), ConsignmentDetail);
export const loadConsignmentHistory = (context: AppLoadContext, request: Request, id: string) => call(context, request, "GET", CONSIGNMENT_API.history(id), ConsignmentHistory);

export async function loadReturnAddresses(context: AppLoadContext, request: Request): Promise<Address[]> {
  const outcome = await call(context, request, "GET", CONSIGNMENT_API.addresses, AddressList);
  return outcome.ok ? outcome.value.addresses : [];
}

/** What the consignor's forms on a piece's page come back with. */
export type ConsignmentActionData = { intent: "tweak" | "delist"; message: string; field?: string | undefined } | { intent: "tweak"; answered: "accept" | "decline" };

/** Answers a price proposal, or delists (and goes to the return shipping payment). */
export async function consignmentAction(context: AppLoadContext, request: Request, id: string): Promise<ConsignmentActionData | { redirectTo: string }> {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "tweak") {
    const response = form.get("client_response");
    const tweakId = String(form.get("tweak_id") ?? "");
    const outcome = await call(context, request, "PUT", CONSIGNMENT_API.tweak(tweakId), ConsignmentDetail, { client_response: response });
    if (!outcome.ok) return { intent, message: outcome.message, field: outcome.field };
    return { intent, answered: response === "accept" ? "accept" : "decline" };
  }
  if (intent === "delist") {
    const addressId = String(form.get("address_id") ?? "");
    if (!addressId) return { intent, message: "Choose the address we ship the piece back to.", field: "address_id" };
    const outcome = await call(context, request, "POST", CONSIGNMENT_API.delist, DelistResult, { order_item_id: id, address_id: addressId });
    if (!outcome.ok) return { intent, message: outcome.message, field: outcome.field };
    return { redirectTo: outcome.value.checkout_web_url };
  }
  return { intent: "tweak", message: "This action is not known." };
}
