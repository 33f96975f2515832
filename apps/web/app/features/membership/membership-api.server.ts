import type { AppLoadContext } from "react-router";
import type { ResponseSchema } from "../../lib/api.server.ts";
import { credentialHeaders } from "../identity/viewer.server.ts";

/** What a membership read gave a loader: the body, nobody signed in, or a failure the page explains. */
export type MembershipRead<T> = { kind: "ok"; data: T } | { kind: "signed-out" } | { kind: "failed"; status: number };

/**
 * A GET of a membership call under /api with the shopper's credentials, for a loader (decision 005).
 * A failure does not take the page down: the membership page still sells the plans and the account
 * page says what could not be read.
 */
export async function membershipGet<T>(context: AppLoadContext, request: Request, path: string, schema: ResponseSchema<T>): Promise<MembershipRead<T>> {
  try {
    const response = await context.api(path, { method: "GET", headers: credentialHeaders(request), signal: request.signal });
    if (response.status === 401 || response.status === 403) return { kind: "signed-out" };
    if (!response.ok) return { kind: "failed", status: response.status };
    return { kind: "ok", data: schema.parse(await response.json()) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { kind: "failed", status: 502 };
  }
}
