import type { AppLoadContext } from "react-router";
import { UserProfile } from "@maison/contracts/identity";
import { toViewer, type Viewer } from "./viewer.ts";

/** The credentials of the shopper's request that the API reads. */
const CREDENTIAL_HEADERS = ["cookie", "authorization"] as const;

/** The API path of the signed-in user's profile. */
export const PROFILE_PATH = "/api/v6/my-account/";

/** Headers that carry the shopper's credentials to an in-process API call. */
export function credentialHeaders(request: Request): Headers {
  const headers = new Headers({ accept: "application/json" });
  for (const name of CREDENTIAL_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** Whether the request carries anything that could sign someone in (a visitor's needs no API call). */
export function hasCredentials(request: Request): boolean {
  return Boolean(request.headers.get("authorization")) || /(?:^|;\s*)auth_token=/.test(request.headers.get("cookie") ?? "");
}

/**
 * Who is signing this request: the profile from GET /v6/my-account/, or null for a visitor (401) and
 * for a session still waiting for its e-mail confirmation (403). Any other failure is logged and
 * the page is served as to a visitor rather than not at all.
 */
export async function loadViewer(context: AppLoadContext, request: Request): Promise<Viewer | null> {
  if (!hasCredentials(request)) return null;
  const response = await context.api(PROFILE_PATH, { method: "GET", headers: credentialHeaders(request), signal: request.signal });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) {
    console.error(`GET ${PROFILE_PATH} answered ${response.status}; serving the page to a visitor`);
    return null;
  }
  const parsed = UserProfile.safeParse(await response.json());
  if (!parsed.success) {
    console.error(`GET ${PROFILE_PATH} answered a profile the contract does not accept`, parsed.error.issues);
    return null;
  }
  return toViewer(parsed.data);
}
