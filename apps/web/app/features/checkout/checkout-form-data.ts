import type { CheckoutCompleteRequest, CheckoutShippingAddressUpdate } from "@maison/contracts/checkout";
import { SUBSCRIPTION_CONSENT_FIELD } from "@maison/domain/membership/subscription-consent";
import { normalizeCardNumber, parseCardExpiry } from "./checkout-format.ts";

/** What the checkout forms post: one `intent` per step, and the step's own inputs. */
export const CHECKOUT_INTENTS = ["contact", "address", "method", "complete"] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];

/** The address inputs, named as the API names them so its field errors land on them. */
export const ADDRESS_FIELDS = ["first_name", "last_name", "address1", "address2", "city", "province", "zip", "country_code", "phone"] as const;
export type AddressFieldName = (typeof ADDRESS_FIELDS)[number];

/** The card inputs; the API's exp_month and exp_year are typed in one "exp" input. */
export const CARD_FIELDS = ["number", "exp", "cvc", "name"] as const;
export const CARD_FIELD_ALIASES = { exp_month: "exp", exp_year: "exp" } as const;

/** The radio value that picks a new address over a saved one. */
export const NEW_ADDRESS = "new";

export const CARD_MESSAGES = {
  expiry: "Please enter the expiry as MM / YY.",
} as const;

export function readIntent(form: FormData): CheckoutIntent | null {
  const value = form.get("intent");
  return CHECKOUT_INTENTS.find((intent) => intent === value) ?? null;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The address form's values as typed, to show them again beside an error. */
export function addressValues(form: FormData): Record<AddressFieldName, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, text(form, name)])) as Record<AddressFieldName, string>;
}

/** The body of PUT …/shipping-address/: a saved address chosen, or the new address typed. */
export function readShippingAddress(form: FormData): CheckoutShippingAddressUpdate {
  const savedId = text(form, "address_id");
  if (savedId !== "" && savedId !== NEW_ADDRESS) return { address_id: savedId };
  const values = addressValues(form);
  return { ...values, country_code: values.country_code || "US" };
}

/** The card inputs as typed (the route's own check when the expiry cannot be read). */
export function cardValues(form: FormData): Record<(typeof CARD_FIELDS)[number], string> {
  return { number: text(form, "number"), exp: text(form, "exp"), cvc: text(form, "cvc"), name: text(form, "name") };
}

export type PaymentReading = { ok: true; request: CheckoutCompleteRequest } | { ok: false; field: "exp"; message: string };

/**
 * The body of POST …/complete/. When the order is covered by gift cards and store credit the form
 * carries no card inputs and no payment is sent. The expiry is split here; the rest is the API's to check.
 */
export function readPayment(form: FormData): PaymentReading {
  // The membership's consent box, when the form had one: sent as given, so the API can refuse an unticked box by name.
  const consent = form.has(SUBSCRIPTION_CONSENT_FIELD) ? { subscription_consent: text(form, SUBSCRIPTION_CONSENT_FIELD) === "true" } : {};
  if (!form.has("number")) return { ok: true, request: { ...consent } };
  const expiry = parseCardExpiry(text(form, "exp"));
  if (!expiry) return { ok: false, field: "exp", message: CARD_MESSAGES.expiry };
  return {
    ok: true,
    request: {
      ...consent,
      payment: {
        kind: "card",
        number: normalizeCardNumber(text(form, "number")),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: text(form, "cvc").trim(),
        name: text(form, "name").trim(),
      },
    },
  };
}
