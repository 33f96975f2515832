import type { AppLoadContext } from "react-router";
import type { Ticket } from "@maison/contracts/selling";
import { PICKUP_INTERVAL_STARTS, SELLER_SHIPPING_METHODS, type SellerShippingMethod } from "@maison/domain/selling/seller-shipping";
import { ADDRESS_FIELDS, addressValues, NEW_ADDRESS } from "../checkout/checkout-form-data.ts";
import { bookShipping, createAddress, fieldErrors, type SellingError } from "./selling-api.server.ts";

export type ShippingOutcome =
  | { ok: true; ticket: Ticket }
  | { ok: false; status: number; error: SellingError | null; fields: Record<string, string>; values: Record<string, string> };

/** The inputs of the shipping form the API may blame, by its own field names. */
const SHIPPING_FIELDS = ["shipping_method", "address_id", "pickup_date", "pickup_interval_start", "pickup_instructions", "store_handle", ...ADDRESS_FIELDS];

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/**
 * Books how the accepted pieces come in (spec 2 §3 thank-you: shipping_method, shipping_address,
 * pickup_date, pickup_interval_start, pickup_instructions): a new address is saved first through the
 * self-check-in address book, then POST /self-check-in/shipping/ with its id.
 */
export async function bookShippingFromForm(context: AppLoadContext, request: Request, ticketId: string, form: FormData): Promise<ShippingOutcome> {
  const method = SELLER_SHIPPING_METHODS.find((m) => m === text(form, "shipping_method"));
  const values: Record<string, string> = {
    ...addressValues(form),
    shipping_method: method ?? "",
    address_id: text(form, "address_id"),
    pickup_date: text(form, "pickup_date"),
    pickup_interval_start: text(form, "pickup_interval_start"),
    pickup_instructions: text(form, "pickup_instructions"),
    store_handle: text(form, "store_handle"),
  };
  if (!method) return { ok: false, status: 400, error: null, fields: { shipping_method: "Choose how your piece comes to us." }, values };
  const addressId = needsAddress(method) ? await addressIdFor(context, request, form, values) : { ok: true as const, id: null };
  if (!addressId.ok) return { ...addressId, values };
  const outcome = await bookShipping(context, request, {
    quote: ticketId,
    shipping_method: method,
    address_id: addressId.id,
    pickup_date: method === "courier_pickup" ? values.pickup_date || null : null,
    pickup_interval_start: method === "courier_pickup" ? (PICKUP_INTERVAL_STARTS.find((start) => start === values.pickup_interval_start) ?? null) : null,
    pickup_instructions: method === "courier_pickup" ? values.pickup_instructions || null : null,
    store_handle: method === "boutique_dropoff" ? values.store_handle || null : null,
  });
  if (outcome.ok) return { ok: true, ticket: outcome.value };
  const { fields, rest } = fieldErrors(outcome.error, fieldFor);
  return { ok: false, status: outcome.status, error: rest, fields, values };
}

/** A label is sent to, and a courier comes to, an address; a boutique drop-off needs none. */
export function needsAddress(method: SellerShippingMethod): boolean {
  return method !== "boutique_dropoff";
}

async function addressIdFor(context: AppLoadContext, request: Request, form: FormData, values: Record<string, string>) {
  const chosen = values.address_id;
  if (chosen && chosen !== NEW_ADDRESS) return { ok: true as const, id: chosen };
  const typed = addressValues(form);
  const created = await createAddress(context, request, { ...typed, country_code: typed.country_code || "US" });
  if (created.ok) return { ok: true as const, id: created.value.id };
  const { fields, rest } = fieldErrors(created.error, fieldFor);
  return { ok: false as const, status: created.status, error: rest, fields };
}

function fieldFor(field: string | undefined): string | null {
  if (!field) return null;
  const last = field.split(/[./]/).pop() ?? "";
  const alias: Record<string, string> = { address: "address1", state: "province", zipcode: "zip", quote: "" };
  const name = alias[last] ?? last;
  return SHIPPING_FIELDS.includes(name) ? name : null;
}
