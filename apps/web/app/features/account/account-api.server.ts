import { data, type AppLoadContext } from "react-router";
import type { ResponseSchema } from "../../lib/api.server.ts";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { CommonErrorCode } from "@maison/contracts/error";

/** Account pages are for one person's eyes: never stored by a shared cache. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/**
 * A GET under /v6/my-account for an account page's loader, with the shopper's credentials. Answers
 * null when nobody is signed in (401, or 403 while the e-mail waits for confirmation), so the page
 * shows its sign-in prompt and nothing else; other failures become the page's error.
 */
export async function accountGet<T>(context: AppLoadContext, request: Request, path: string, schema: ResponseSchema<T>): Promise<T | null> {
  const response = await context.api(path, { method: "GET", headers: credentialHeaders(request), signal: request.signal });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) {
    throw data({ code: CommonErrorCode.enum.upstream_error, message: `The account service answered ${response.status}.` }, { status: 502 });
  }
  return schema.parse(await response.json());
}
