import { z } from "zod";
import { SHIPPING_METHOD_HANDLES } from "@maison/domain/checkout/shipping-method";
import { ORDER_STATES } from "@maison/domain/checkout/order-lifecycle";
import { CARRIER_CODES } from "@maison/domain/checkout/carriers";
import { BREAKDOWN_ROW_KEYS } from "@maison/domain/checkout/order-breakdown";
import { brandOf, cardDigits, cvcLength, isValidCardNumber } from "@maison/domain/checkout/payment-card";
import { Address, AddressFields, AddressId } from "./address.ts";
import { Email } from "./identity.ts";

/**
 * The hosted checkout's REST contract (under /api). Money is integer cents in US dollars; the
 * pages format it. Every error body is `{code, message, detail, field?}`.
 */

/** The cart token, the last segment of the cart's checkoutUrl (`/checkouts/{token}`). */
export const CheckoutParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, "must be a cart token") });
export type CheckoutParams = z.infer<typeof CheckoutParams>;

export const ShippingMethodHandle = z.enum(SHIPPING_METHOD_HANDLES);

export const CheckoutLine = z.object({
  id: z.string(),
  kind: z.enum(["product", "membership", "shipping_protection", "zero_cost"]),
  product_id: z.string(),
  variant_id: z.string(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string(),
  variant_title: z.string(),
  image_url: z.string().nullable(),
  quantity: z.number().int(),
  price_cents: z.number().int(),
  /** price × quantity minus this line's discounts. */
  total_cents: z.number().int(),
  available: z.boolean(),
  is_exotic: z.boolean(),
});
export type CheckoutLine = z.infer<typeof CheckoutLine>;

export const ShippingMethodOption = z.object({
  handle: ShippingMethodHandle,
  title: z.string(),
  /** "6-9 business days". */
  delivery_estimate: z.string(),
  price_cents: z.number().int(),
  /** International only: the destination's duties fee in its own currency, paid on delivery (shown, never charged). */
  duties_fee: z.object({ currency: z.string(), amount_minor: z.number().int() }).nullable(),
});
export type ShippingMethodOption = z.infer<typeof ShippingMethodOption>;

/** One row of the money breakdown (decision 044): every page and e-mail shows these rows, in this order. */
export const BreakdownRow = z.object({
  key: z.enum(BREAKDOWN_ROW_KEYS),
  label: z.string(),
  /** Signed cents (what is taken off is negative); null while not known yet. */
  cents: z.number().int().nullable(),
  /** "Calculated at checkout", "Free", the tax's place and rate… */
  note: z.string().nullable(),
});
export type BreakdownRow = z.infer<typeof BreakdownRow>;

export const CheckoutTotals = z.object({
  /** Merchandise and membership lines before discounts. */
  subtotal_cents: z.number().int(),
  /** Member savings, the code and the sale together. */
  discounts_cents: z.number().int(),
  member_savings_cents: z.number().int(),
  code_discount_cents: z.number().int(),
  sale_discount_cents: z.number().int(),
  points_cents: z.number().int(),
  /** Gift cards and store credit together. */
  gift_cards_cents: z.number().int(),
  /** The store-credit part of gift_cards_cents. */
  store_credit_cents: z.number().int(),
  shipping_protection_cents: z.number().int(),
  /** Null until a shipping method is chosen. */
  shipping_cents: z.number().int().nullable(),
  /** Sales tax; null until the shipping address is known (decision 044). */
  tax_cents: z.number().int().nullable(),
  /** What the card is charged; never negative. */
  total_cents: z.number().int(),
  /** The rows the pages show, from the one breakdown function of the domain. */
  breakdown: z.array(BreakdownRow),
});
export type CheckoutTotals = z.infer<typeof CheckoutTotals>;

export const CheckoutError = z.object({ code: z.string(), message: z.string() });

/** GET /api/checkout/{token}/: everything the checkout pages show. */
export const CheckoutState = z.object({
  token: z.string(),
  /** open → completed once the order is placed. */
  state: z.enum(["open", "completed"]),
  order_id: z.string().nullable(),
  signed_in: z.boolean(),
  is_member: z.boolean(),
  /** The contact e-mail: the signed-in user's, or what the guest entered (null until then). */
  email: z.string().nullable(),
  lines: z.array(CheckoutLine),
  discount_codes: z.array(z.string()),
  gift_cards: z.array(z.object({ last_characters: z.string(), amount_cents: z.number().int() })),
  /** False when nothing travels (a membership-only cart): no address, no method, no shipping charge. */
  requires_shipping: z.boolean(),
  shipping_address: Address.omit({ id: true }).nullable(),
  /** The saved address the shipping address came from, if any. */
  shipping_address_id: z.string().nullable(),
  shipping_methods: z.array(ShippingMethodOption),
  /** Why nothing can ship to the address (exotic skins abroad, over the country's limit…). */
  shipping_error: CheckoutError.nullable(),
  shipping_method: ShippingMethodHandle.nullable(),
  totals: CheckoutTotals,
  /** The words the buyer must agree to when the cart joins the membership on a plan that renews; null otherwise. */
  subscription_terms: z.string().nullable(),
  /** Empty when the order can be placed; otherwise what is still missing, in page order ("sign_in": a membership line needs an account). */
  missing: z.array(z.enum(["sign_in", "email", "shipping_address", "shipping_method", "items"])),
});
export type CheckoutState = z.infer<typeof CheckoutState>;

/** PUT /api/checkout/{token}/contact/: the guest's e-mail (checked like every e-mail form). */
export const CheckoutContactUpdate = z.object({ email: Email });
export type CheckoutContactUpdate = z.infer<typeof CheckoutContactUpdate>;

const SavedAddressRef = z.object({ address_id: AddressId }).strict();

/**
 * PUT /api/checkout/{token}/shipping-address/: a new address, or one of the user's saved ones. A body
 * carrying `address_id` is read as a saved address, any other as typed fields, so a refusal names the
 * field at fault (`zip`, `first_name`…) rather than the body as a whole; the union after it is what
 * the API description shows and what the value is typed as.
 */
export const CheckoutShippingAddressUpdate = z.preprocess((raw, context) => {
  const chosen = typeof raw === "object" && raw !== null && "address_id" in raw ? SavedAddressRef : AddressFields;
  const result = chosen.safeParse(raw);
  if (!result.success) for (const issue of result.error.issues) context.addIssue({ ...issue, input: undefined } as never);
  return raw;
}, z.union([SavedAddressRef, AddressFields]));
export type CheckoutShippingAddressUpdate = z.infer<typeof CheckoutShippingAddressUpdate>;

/** PUT /api/checkout/{token}/shipping-method/. */
export const CheckoutShippingMethodUpdate = z.object({ handle: ShippingMethodHandle });
export type CheckoutShippingMethodUpdate = z.infer<typeof CheckoutShippingMethodUpdate>;

/** Card details typed on the hosted checkout (test gateway), or a provider token (Stripe). Never stored. */
export const PaymentInput = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("card"),
      number: z
        .string()
        .trim()
        .regex(/^[0-9 ]{12,23}$/, "Please enter a valid card number.")
        .refine(isValidCardNumber, { message: "Please enter a valid card number.", abort: true }),
      exp_month: z.coerce.number().int().min(1, "Please enter a valid expiry month.").max(12, "Please enter a valid expiry month."),
      exp_year: z.coerce.number().int().min(2000, "Please enter a valid expiry year.").max(2100, "Please enter a valid expiry year."),
      cvc: z.string().trim().regex(/^[0-9]{3,4}$/, "Please enter a valid security code."),
      name: z.string().trim().min(1, "Please enter the name on the card.").max(200),
    })
    .superRefine((card, context) => {
      // The security code's length follows the brand: 4 digits for American Express, else 3.
      const digits = cardDigits(card.number);
      const length = digits ? cvcLength(brandOf(digits)) : null;
      if (length !== null && card.cvc.length !== length) {
        context.addIssue({ code: "custom", path: ["cvc"], message: `Please enter the ${length}-digit security code.` });
      }
    }),
  z.object({ kind: z.literal("token"), token: z.string().trim().min(1).max(255) }),
]);
export type PaymentInput = z.infer<typeof PaymentInput>;

/**
 * POST /api/checkout/{token}/complete/ with an `Idempotency-Key` header (required). `payment` may be
 * left out only when gift cards and store credit cover the whole total.
 */
export const CheckoutCompleteRequest = z.object({
  payment: PaymentInput.optional(),
  /** The buyer ticked "I authorise Maison to charge…": required when the cart joins the membership on a plan that renews. */
  subscription_consent: z.boolean().optional(),
});
export type CheckoutCompleteRequest = z.infer<typeof CheckoutCompleteRequest>;

export const CheckoutCompleteResponse = z.object({
  order_id: z.string(),
  order_number: z.string(),
  /** `/thank_you?order={id}&key={access key}`; the key lets a guest read the order. */
  thank_you_url: z.string(),
  /** The guest's access key for GET /api/orders/{id}/?key=…; null for signed-in buyers. */
  access_key: z.string().nullable(),
});
export type CheckoutCompleteResponse = z.infer<typeof CheckoutCompleteResponse>;

export const OrderParams = z.object({ id: z.string().regex(/^ord_[a-z0-9]{10,60}$/, "must be an order id") });
export const OrderQuery = z.object({ key: z.string().max(200).optional() });

export const OrderLine = z.object({
  product_id: z.string(),
  kind: z.string(),
  title: z.string(),
  vendor: z.string(),
  image_url: z.string().nullable(),
  price_cents: z.number().int(),
  quantity: z.number().int(),
  /** price × quantity less the line's member saving, code and sale shares. */
  total_cents: z.number().int(),
  tax_cents: z.number().int(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** An order as the thank-you page, the order page and the purchases list show it. */
export const Order = z.object({
  id: z.string(),
  number: z.string(),
  email: z.string(),
  state: z.enum(ORDER_STATES),
  created_at: z.string(),
  lines: z.array(OrderLine),
  /** Null for an order with nothing to ship (a membership on its own). */
  shipping_address: Address.omit({ id: true }).nullable(),
  shipping_method: z.object({ handle: ShippingMethodHandle, title: z.string(), delivery_estimate: z.string() }).nullable(),
  totals: CheckoutTotals.extend({ shipping_cents: z.number().int(), tax_cents: z.number().int(), tax_refunded_cents: z.number().int() }),
  /** The membership the order joined or paid into, when it holds one: the contribution, how often, and the next charge. */
  membership: z
    .object({
      contribution_cents: z.number().int(),
      billing_cycle: z.enum(["monthly", "yearly", "daily", "one_off"]),
      /** ISO time of the next contribution; null for a one-off contribution. */
      next_charge_at: z.string().nullable(),
      /** The words agreed to for the recurring charge. */
      terms: z.string().nullable(),
    })
    .nullable(),
  payment: z.object({ status: z.string(), brand: z.string().nullable(), last4: z.string().nullable() }),
  /** The spec's purchase list reads `items`: the same lines. */
  items: z.array(OrderLine),
  /** The shipment, once the order has left: the carrier's code (`ups`, `fedex`, `usps`, `dhl`), its tracking number and page. */
  carrier: z.enum(CARRIER_CODES).nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  /** ISO times; null until they happen. */
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;

/** GET /api/v6/my-account/purchases/?page=N (spec 2 §7: paged orders, next, previous). */
export const PurchasesQuery = z.object({ page: z.coerce.number().int().min(1, "must be 1 or more").default(1) });
export const PurchaseList = z.object({
  count: z.number().int(),
  orders: z.array(Order),
  /** The next and previous pages' URLs, or null. */
  next: z.string().nullable(),
  previous: z.string().nullable(),
});
export type PurchaseList = z.infer<typeof PurchaseList>;
export const PurchaseParams = z.object({ number: z.string().regex(/^[0-9]{4,20}$/, "must be an order number") });

/**
 * The typed failures of checkouts and orders. A declined card answers `payment_<decline code>`
 * (`PAYMENT_DECLINED_PREFIX` and `PaymentDeclineCode` in payment.ts).
 */
export const CheckoutErrorCode = z.enum([
  /** No checkout has this token: 404 on `token`. */
  "checkout_not_found",
  /** The cart belongs to another account: 403. */
  "cart_not_yours",
  /** Joining the membership needs a signed-in shopper: 401 on `lines`. */
  "membership_sign_in_required",
  /** The order of this checkout has already been placed: 409. */
  "checkout_completed",
  /** A checkout needs at least one line: 422 on `lines`. */
  "cart_empty",
  /** An order needs the buyer's e-mail: 422 on `email`. */
  "email_required",
  /** An order that ships needs a shipping address: 422 on `shipping_address`. */
  "shipping_address_required",
  /** An order that ships needs a shipping method: 422 on `shipping_method`. */
  "shipping_method_required",
  /** A membership on its own ships nothing, so it takes no address or method, and is never packed or shipped. */
  "nothing_to_ship",
  /** The chosen shipping method is not offered for this order: 422 on `handle`. */
  "shipping_method_unavailable",
  /** We ship to the United States and the countries of the international table only: 422. */
  "country_not_shipped",
  /** Items made of exotic skins ship within the United States only: 422. */
  "exotic_not_shipped_internationally",
  /** Each international destination has a maximum order value: 422. */
  "over_international_limit",
  /** Each piece is unique: another buyer bought or is holding it: 409 on `items.<product id>`. */
  "item_already_sold",
  /** An order with something left to pay needs payment details: 400 on `payment`. */
  "payment_required",
  /** The applied gift cards no longer cover their part of the order: 422 on `gift_cards`. */
  "gift_card_balance_too_low",
  /** The applied points are no longer on the account: 422 on `pointsApplied`. */
  "points_balance_too_low",
  /** No order of the viewer's has this id or number: 404. */
  "order_not_found",
  /** An order with a membership is not cancelled as a whole; the membership is cancelled itself: 409. */
  "order_has_membership",
  /** The tax provider did not answer: 502, try again (decision 044); the order is not placed meanwhile. */
  "tax_unavailable",
  /** The tax provider could not place the shipping address: 422 on `shipping_address`. */
  "tax_address_not_found",
  /** Joining on a plan that renews needs the buyer's consent to the recurring charge: 400 on `subscription_consent`. */
  "subscription_consent_required",
  /** Another window is placing this cart's order and has not finished within the wait: 409, retry. */
  "order_being_placed",
]);
export type CheckoutErrorCode = z.infer<typeof CheckoutErrorCode>;
