import type { AppLoadContext } from "react-router";
import { OpsPieceDetail, OpsPieceList, UploadedPhoto } from "@maison/contracts/ops-pieces";
import { opsFetch, opsGet } from "../ops-api.server.ts";
import { applyPhotoAction, formFieldOf, listingFormValues, pieceInputFrom, type ListingFormErrors, type ListingFormValues } from "./listing-form-data.ts";

export function loadPieces(context: AppLoadContext, request: Request, search: URLSearchParams): Promise<OpsPieceList> {
  const query = new URLSearchParams();
  for (const name of ["q", "state", "page"]) {
    const value = search.get(name)?.trim();
    if (value) query.set(name, value);
  }
  return opsGet(context, request, `/api/ops/pieces/${query.size > 0 ? `?${query}` : ""}`, OpsPieceList);
}

/** The piece page's data: the latest timeline entries, or every one when the page's address asks (`?timeline=all`). */
export function loadPiece(context: AppLoadContext, request: Request, id: string): Promise<OpsPieceDetail> {
  const whole = new URL(request.url).searchParams.get("timeline") === "all";
  return opsGet(context, request, `/api/ops/pieces/${encodeURIComponent(id)}/${whole ? "?timeline=all" : ""}`, OpsPieceDetail);
}

/** A refused call's message and field, from the API's error body. */
async function refusal(response: Response): Promise<{ field?: string; message: string }> {
  const body = (await response.json().catch(() => ({}))) as { field?: string; message?: string };
  return { ...(body.field ? { field: body.field } : {}), message: body.message ?? "That did not work. Please try again." };
}

export type ListingSubmission =
  | { ok: true; piece: OpsPieceDetail }
  | { ok: false; values: ListingFormValues; errors: ListingFormErrors; status: number };

/**
 * A posted listing form: a photo button re-shows the form with the photos moved (without JavaScript),
 * files chosen without JavaScript are uploaded first, then the listing is created or saved. Refusals
 * come back with the field they concern.
 */
export async function submitListing(context: AppLoadContext, request: Request, target: { method: "POST" | "PUT"; path: string }): Promise<ListingSubmission> {
  const form = await request.formData();
  const values = listingFormValues(form);
  const photoAction = form.get("photo_action");
  if (typeof photoAction === "string" && photoAction) return { ok: false, values: { ...values, photos: applyPhotoAction(values.photos, photoAction) }, errors: {}, status: 200 };

  for (const file of form.getAll("photo_files")) {
    if (!(file instanceof File) || file.size === 0) continue;
    const body = new FormData();
    body.append("photo", file, file.name);
    const response = await opsFetch(context, request, "/api/ops/uploads/", { method: "POST", body });
    if (!response.ok) return { ok: false, values, errors: { photos: `${file.name}: ${(await refusal(response)).message}` }, status: 400 };
    values.photos = [...values.photos, UploadedPhoto.parse(await response.json()).key];
  }

  const built = pieceInputFrom(values);
  if ("errors" in built) return { ok: false, values, errors: built.errors, status: 400 };
  const response = await opsFetch(context, request, target.path, { method: target.method, json: built.input });
  if (response.ok) return { ok: true, piece: OpsPieceDetail.parse(await response.json()) };
  if (response.status >= 500) throw new Error(`${target.method} ${target.path} answered ${response.status}`);
  const { field, message } = await refusal(response);
  return { ok: false, values, errors: { [formFieldOf(field)]: message }, status: response.status };
}

export type PieceActionResult = { ok: true; message: string } | { ok: false; message: string; field?: string };

/** Prepare the listing, publish now, publish in the next VIP preview, or withdraw, from the piece page's forms. */
export async function runPieceAction(context: AppLoadContext, request: Request, id: string): Promise<PieceActionResult> {
  const form = await request.formData();
  const intent = form.get("intent");
  const base = `/api/ops/pieces/${encodeURIComponent(id)}`;
  const calls: Record<string, { path: string; json: unknown; done: string }> = {
    prepare_listing: { path: `${base}/prepare/`, json: {}, done: "The listing is a draft: add its photos and price, then publish it." },
    publish_now: { path: `${base}/publish/`, json: { when: "now" }, done: "The piece is on sale." },
    publish_vip_preview: { path: `${base}/publish/`, json: { when: "vip_preview" }, done: "The piece will go on sale in the next VIP preview." },
    withdraw: { path: `${base}/withdraw/`, json: { reason: form.get("reason") ?? "" }, done: "The piece is withdrawn." },
  };
  const call = typeof intent === "string" ? calls[intent] : undefined;
  if (!call) return { ok: false, message: "Choose what to do with the piece." };
  const response = await opsFetch(context, request, call.path, { method: "POST", json: call.json });
  if (response.ok) return { ok: true, message: call.done };
  if (response.status >= 500) throw new Error(`POST ${call.path} answered ${response.status}`);
  return { ok: false, ...(await refusal(response)) };
}
