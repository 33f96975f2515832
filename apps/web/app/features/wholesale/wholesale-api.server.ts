import type { AppLoadContext } from "react-router";
import { ErrorBody } from "@maison/contracts/error";
import { OpsWholesaleApplication, OpsWholesaleList, ResaleCertificateUpload, WholesaleAccess, type OpsWholesaleQueue } from "@maison/contracts/wholesale";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { opsFetch, opsGet } from "../ops/ops-api.server.ts";
import { WHOLESALE_API } from "./wholesale-paths.ts";

export const SIGNUP_FIELDS = ["company_name", "tax_id", "business_type", "website", "phone", "monthly_volume", "categories"] as const;

export type SignupOutcome = { ok: true } | { ok: false; field: string | null; message: string; values: Record<string, string> };

const failure = async (response: Response, values: Record<string, string>): Promise<SignupOutcome> => {
  const parsed = ErrorBody.safeParse(await response.json().catch(() => null));
  return {
    ok: false,
    field: parsed.success ? (parsed.data.field ?? null) : null,
    message: parsed.success ? parsed.data.message : "Something went wrong. Please try again or contact support.",
    values,
  };
};

/** What this viewer may see of the programme: b2b or not, the menu, its latest application. */
export async function loadWholesaleAccess(context: AppLoadContext, request: Request): Promise<WholesaleAccess> {
  const response = await context.api(WHOLESALE_API.access, { method: "GET", headers: credentialHeaders(request), signal: request.signal });
  if (!response.ok) throw new Error(`GET ${WHOLESALE_API.access} answered ${response.status}`);
  return WholesaleAccess.parse(await response.json());
}

/** The signup: the certificate is uploaded first (multipart), then the form is sent with its key. */
export async function submitWholesaleSignup(context: AppLoadContext, request: Request): Promise<SignupOutcome> {
  const form = await request.formData();
  const values = Object.fromEntries(SIGNUP_FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
  const file = form.get("resale_certificate");
  if (!file || typeof file === "string" || file.size === 0) return { ok: false, field: "resale_certificate", message: "Upload your resale certificate.", values };
  const upload = new FormData();
  upload.append("file", file, file.name);
  const stored = await context.api(WHOLESALE_API.certificate, { method: "POST", headers: credentialHeaders(request), body: upload, signal: request.signal });
  if (!stored.ok) return failure(stored, values);
  const certificate = ResaleCertificateUpload.parse(await stored.json());
  const headers = credentialHeaders(request);
  headers.set("content-type", "application/json");
  const body = JSON.stringify({ ...values, resale_certificate_key: certificate.key, resale_certificate_name: certificate.file_name });
  const sent = await context.api(WHOLESALE_API.submit, { method: "POST", headers, body, signal: request.signal });
  return sent.ok ? { ok: true } : failure(sent, values);
}

export function loadOpsWholesale(context: AppLoadContext, request: Request, queue: OpsWholesaleQueue) {
  return opsGet(context, request, WHOLESALE_API.opsList(queue), OpsWholesaleList);
}

export interface WholesaleMoveResult {
  ok: boolean;
  id: string;
  message: string;
  field?: string | undefined;
}

/** The console's two moves: approve, or decline with the reason the applicant reads. */
export async function opsWholesaleAction(context: AppLoadContext, request: Request): Promise<WholesaleMoveResult> {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const move = form.get("intent") === "decline" ? "decline" : "approve";
  const response = await opsFetch(context, request, WHOLESALE_API.opsMove(id, move), { method: "POST", json: move === "decline" ? { reason: String(form.get("reason") ?? "") } : {} });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const application = OpsWholesaleApplication.parse(body);
    return { ok: true, id, message: move === "approve" ? `${application.company_name} is approved: the account now has wholesale access.` : `${application.company_name} is declined; the applicant has the reason.` };
  }
  const parsed = ErrorBody.safeParse(body);
  return { ok: false, id, message: parsed.success ? parsed.data.message : `The console answered ${response.status}.`, field: parsed.success ? parsed.data.field : undefined };
}
