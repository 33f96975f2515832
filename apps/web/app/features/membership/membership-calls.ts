import type { ApiResult } from "../../lib/browser-api.ts";

/**
 * A membership change from the browser (update contribution, skip, cancel, refund). Each confirmed
 * change carries one Idempotency-Key, kept while its dialog is open, so a retry after a lost answer
 * does the work once. The session cookie travels by itself (same origin).
 */
export async function sendMembershipChange(method: "POST" | "PUT", path: string, body: unknown, idempotencyKey: string): Promise<ApiResult> {
  try {
    const response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { ok: response.ok, status: response.status, body: text ? parse(text) : null };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

/** A fresh key for one change the member is about to confirm. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
