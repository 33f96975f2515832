import type { AppLoadContext } from "react-router";
import { SellerPhoto } from "@maison/contracts/selling";
import { CommonErrorCode, ErrorBody } from "@maison/contracts/error";
import { credentialHeaders } from "../identity/viewer.server.ts";
import type { SellingError } from "./selling-api.server.ts";
import { SELLING_API } from "./selling-paths.ts";

export type UploadOutcome = { ok: true; keys: string[] } | { ok: false; status: number; error: SellingError };

/**
 * Without JavaScript the chosen files travel with the form (input `photo_files`); each is sent on to
 * POST /v6/sell/photos/ as the browser would have sent it. With JavaScript they were uploaded already
 * and only their keys come (inputs `photo`), so there is nothing to do here.
 */
export async function uploadFormPhotos(context: AppLoadContext, request: Request, form: FormData, field = "photo_files"): Promise<UploadOutcome> {
  const files = form.getAll(field).filter((value): value is File => typeof value !== "string" && value.size > 0);
  const keys: string[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append("file", file, file.name);
    const response = await context.api(SELLING_API.photos, { method: "POST", headers: credentialHeaders(request), body, signal: request.signal });
    const json: unknown = await response.json().catch(() => null);
    const photo = SellerPhoto.safeParse(json);
    if (response.ok && photo.success) {
      keys.push(photo.data.key);
      continue;
    }
    const error = ErrorBody.safeParse(json);
    return { ok: false, status: response.status, error: { code: error.success ? error.data.code : CommonErrorCode.enum.upstream_error, message: error.success ? error.data.message : `${file.name} could not be uploaded. Please try again.` } };
  }
  return { ok: true, keys };
}
