import { data, type AppLoadContext } from "react-router";
import { CommonErrorCode } from "@maison/contracts/error";
import { OpsMe } from "@maison/contracts/ops";
import { credentialHeaders } from "../identity/viewer.server.ts";

/** Pages of the console are private to the staff member: never cached or shared. */
export const OPS_PAGE_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * Calls the console API with the staff member's credentials. A 401/403 becomes the page's own 403
 * (the console's ErrorBoundary shows "Staff only"); a 404 the page's 404; any other failure is thrown.
 */
export async function opsFetch(context: AppLoadContext, request: Request, path: string, init: { method?: string; body?: BodyInit; json?: unknown } = {}): Promise<Response> {
  const headers = credentialHeaders(request);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  const response = await context.api(path, { method: init.method ?? "GET", headers, body, signal: request.signal });
  if (response.status === 401 || response.status === 403) {
    const error = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw data({ code: error.code ?? CommonErrorCode.enum.staff_only, message: error.message ?? "This part of Maison is for staff only." }, { status: 403 });
  }
  if (response.status === 404 && (init.method ?? "GET") === "GET") throw data({ code: CommonErrorCode.enum.not_found, message: "Not found." }, { status: 404 });
  return response;
}

/** GET a console call and parse it with its contract. */
export async function opsGet<T>(context: AppLoadContext, request: Request, path: string, schema: { parse(value: unknown): T }): Promise<T> {
  const response = await opsFetch(context, request, path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return schema.parse(await response.json());
}

export async function loadOpsMe(context: AppLoadContext, request: Request): Promise<OpsMe> {
  return opsGet(context, request, "/api/ops/me/", OpsMe);
}
