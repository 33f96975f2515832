import { IDENTITY_MESSAGES } from "@maison/domain/identity/messages";
import type { ApiResult } from "../../lib/browser-api.ts";
import { apiMessage } from "./api-message.ts";

/**
 * Asking for an SMS code (spec 2 §8): a 403 is the normal answer and means the code was sent; a
 * 400 shows its detail; anything else says 'Please try again later'.
 */
export function codeRequestOutcome(result: ApiResult): { sent: true } | { sent: false; message: string } {
  if (result.status === 403 || result.ok) return { sent: true };
  return { sent: false, message: apiMessage(result.body) ?? IDENTITY_MESSAGES.pleaseTryAgainLater };
}

/** Checking a code: accepted when the answer says the phone is now valid; else the server's detail. */
export function codeCheckOutcome(result: ApiResult): { ok: true } | { ok: false; message: string | null } {
  const body = result.body as { is_valid_phone?: unknown } | null;
  if (result.ok && body?.is_valid_phone !== false) return { ok: true };
  return { ok: false, message: apiMessage(result.body) };
}
