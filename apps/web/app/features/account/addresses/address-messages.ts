import { apiMessage } from "../../identity/api-message.ts";

/** Spec 2 §8 "Address delete": the server's detail, otherwise this. */
export const ADDRESS_DELETE_FALLBACK = "Something went wrong, please try again!";

/** What a failed address delete says: the server's detail when it sent one (spec 2 §8), else the fallback. */
export function addressDeleteMessage(body: unknown): string {
  return apiMessage(body) ?? ADDRESS_DELETE_FALLBACK;
}

/**
 * A failed save's message and the field it belongs to. The API's detail reads "city: Please enter a
 * city."; the field's own line shows the part after the field's name.
 */
export function addressSaveProblem(body: unknown): { field: string | null; message: string } {
  const message = apiMessage(body) ?? ADDRESS_DELETE_FALLBACK;
  const field = body && typeof body === "object" && typeof (body as { field?: unknown }).field === "string" ? (body as { field: string }).field : null;
  if (!field) return { field: null, message };
  const prefix = `${field}: `;
  return { field, message: message.startsWith(prefix) ? message.slice(prefix.length) : message };
}
