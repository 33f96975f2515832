import type { AppLoadContext } from "react-router";
import { AddressList, type Address } from "@maison/contracts/address";
import { PayoutProfile, PayoutProfiles, type AchProfileInput, type CheckProfileInput, type PayoutProfilePreference } from "@maison/contracts/payouts";
import type { ResponseSchema } from "../../lib/api.server.ts";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { PAYOUTS_API, profilePath } from "./payout-paths.ts";

/** A payout call's answer: its body, or the status and the error body (null when there was none to read). */
export type PayoutOutcome<T> = { ok: true; value: T } | { ok: false; status: number; body: unknown };

async function call<T>(context: AppLoadContext, request: Request, method: "GET" | "POST" | "PUT", path: string, schema: ResponseSchema<T>, body?: unknown): Promise<PayoutOutcome<T>> {
  const headers = credentialHeaders(request);
  if (body !== undefined) headers.set("content-type", "application/json");
  let response: Response;
  try {
    response = await context.api(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: request.signal });
  } catch (error) {
    console.error(`${method} ${path} got no answer`, error instanceof Error ? error.message : error);
    return { ok: false, status: 503, body: null };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: schema.parse(json) };
  if (response.status >= 500) console.error(`${method} ${path} answered ${response.status}`);
  return { ok: false, status: response.status, body: json };
}

/** GET the seller's payout profiles by kind (store credit is always among them). */
export function getPayoutProfiles(context: AppLoadContext, request: Request) {
  return call(context, request, "GET", PAYOUTS_API.profiles, PayoutProfiles);
}

/** The seller's saved addresses, which a check may be mailed to; none when they cannot be read. */
export async function getCheckAddresses(context: AppLoadContext, request: Request): Promise<Address[]> {
  const outcome = await call(context, request, "GET", PAYOUTS_API.addresses, AddressList);
  return outcome.ok ? outcome.value.addresses : [];
}

/** POST a bank account: its numbers go to the payout provider, and only the last four come back. */
export function createAchProfile(context: AppLoadContext, request: Request, body: AchProfileInput) {
  return call(context, request, "POST", PAYOUTS_API.createAch, PayoutProfile, body);
}

export function createCheckProfile(context: AppLoadContext, request: Request, body: CheckProfileInput) {
  return call(context, request, "POST", PAYOUTS_API.createCheck, PayoutProfile, body);
}

/** PUT {is_preferred: true}: payouts go to this profile from now on. */
export function preferProfile(context: AppLoadContext, request: Request, id: string, body: PayoutProfilePreference) {
  return call(context, request, "PUT", profilePath(id), PayoutProfile, body);
}
