import type { AppLoadContext } from "react-router";
import { Order } from "@maison/contracts/checkout";
import { credentialHeaders, hasCredentials } from "../identity/viewer.server.ts";

/** What reading an order came to: the order, or why it cannot be shown. */
export type OrderLookup =
  | { kind: "order"; order: Order }
  /** A visitor without the order's key: the order may be theirs once they log in. */
  | { kind: "sign_in" }
  /** No such order, or not this shopper's (the API answers both alike, so nobody learns which). */
  | { kind: "not_found" };

/** The path of GET /api/orders/{id}/, with the guest's access key when there is one. */
export function orderApiPath(id: string, key: string | null): string {
  return `/api/orders/${encodeURIComponent(id)}/${key ? `?key=${encodeURIComponent(key)}` : ""}`;
}

/** Reads an order for its owner, or for a guest holding its access key. */
export async function loadOrder(context: AppLoadContext, request: Request, id: string, key: string | null): Promise<OrderLookup> {
  const response = await context.api(orderApiPath(id, key), { method: "GET", headers: credentialHeaders(request), signal: request.signal });
  if (response.ok) return { kind: "order", order: Order.parse(await response.json()) };
  if (response.status === 404 || response.status === 400 || response.status === 401 || response.status === 403) {
    return key === null && !hasCredentials(request) ? { kind: "sign_in" } : { kind: "not_found" };
  }
  throw new Error(`GET /api/orders/${id}/ answered ${response.status}`);
}
