import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { ErrorBody } from "@maison/contracts/error";
import { PartnerAccount, PartnerLeadList, PartnerLocations } from "@maison/contracts/partners";
import { partnerFormMessage } from "@maison/domain/partners/partner-signup";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { uploadFormPhotos } from "../selling/photo-upload.server.ts";

/** A fresh Idempotency-Key for one lead form: a resubmitted form replays its lead. */
export const newLeadFormKey = () => randomUUID();

const API = {
  locations: "/api/v6/locations-for-partner-form/",
  create: "/api/v6/create-partner/",
  account: "/api/v6/partner/",
  leads: "/api/v6/partner-leads/",
} as const;

export type PartnerFormOutcome = { ok: true; code?: string } | { ok: false; field: string | null; message: string; values: Record<string, string> };

/** Spec 2 §8: the partner form shows the server's detail with brackets and quotes stripped, else its fallback sentence. */
async function refusal(response: Response, values: Record<string, string>): Promise<PartnerFormOutcome> {
  const parsed = ErrorBody.safeParse(await response.json().catch(() => null));
  return { ok: false, field: parsed.success ? (parsed.data.field ?? null) : null, message: partnerFormMessage(parsed.success ? (parsed.data.detail ?? parsed.data.message) : undefined), values };
}

async function get<T>(context: AppLoadContext, request: Request, path: string, schema: { parse(v: unknown): T }): Promise<{ status: number; value: T | null }> {
  const response = await context.api(path, { method: "GET", headers: credentialHeaders(request), signal: request.signal });
  if (!response.ok) {
    if ([401, 403].includes(response.status)) return { status: response.status, value: null };
    throw new Error(`GET ${path} answered ${response.status}`);
  }
  return { status: 200, value: schema.parse(await response.json()) };
}

async function postJson(context: AppLoadContext, request: Request, path: string, body: unknown, headers: Record<string, string> = {}) {
  const h = credentialHeaders(request);
  h.set("content-type", "application/json");
  for (const [k, v] of Object.entries(headers)) h.set(k, v);
  return context.api(path, { method: "POST", headers: h, body: JSON.stringify(body), signal: request.signal });
}

export async function loadPartnerLanding(context: AppLoadContext, request: Request) {
  const [locations, account] = await Promise.all([get(context, request, API.locations, PartnerLocations), get(context, request, API.account, PartnerAccount)]);
  return { locations: locations.value?.locations ?? [], partner: account.value };
}

export async function loadPartnerLeads(context: AppLoadContext, request: Request) {
  const list = await get(context, request, API.leads, PartnerLeadList);
  return list.value;
}

export async function submitPartnerSignup(context: AppLoadContext, request: Request): Promise<PartnerFormOutcome> {
  const form = await request.formData();
  const values = { name: String(form.get("name") ?? ""), kind: String(form.get("kind") ?? ""), contact_name: String(form.get("contact_name") ?? ""), phone: String(form.get("phone") ?? "") };
  const response = await postJson(context, request, API.create, { ...values, locations: form.getAll("locations").map(String) });
  if (!response.ok) return refusal(response, values);
  return { ok: true, code: PartnerAccount.parse(await response.json()).blm_partner_code };
}

export async function submitPartnerLead(context: AppLoadContext, request: Request): Promise<PartnerFormOutcome> {
  const form = await request.formData();
  const names = ["customer_name", "customer_email", "customer_phone", "location_id", "notes", "designer", "description", "condition_key"] as const;
  const values = Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? "")]));
  const photos = await uploadFormPhotos(context, request, form, "photo_files");
  if (!photos.ok) return { ok: false, field: "photos", message: partnerFormMessage(photos.error.message), values };
  const body = {
    customer_name: values.customer_name,
    customer_email: values.customer_email,
    customer_phone: values.customer_phone,
    location_id: values.location_id,
    notes: values.notes,
    items: [{ sku: null, designer: values.designer, description: values.description, condition_key: values.condition_key, photos: photos.keys }],
  };
  const key = String(form.get("idempotency_key") ?? "");
  const response = await postJson(context, request, API.leads, body, key ? { "idempotency-key": key } : {});
  if (!response.ok) return refusal(response, values);
  return { ok: true };
}
