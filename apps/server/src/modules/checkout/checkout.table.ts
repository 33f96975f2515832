import type { Generated } from "kysely";

/** The hosted checkout of one cart: contact, shipping address (JSON) and method. */
export interface CheckoutTable {
  token: string;
  email: string | null;
  shipping_address: string | null;
  shipping_address_id: string | null;
  shipping_method: string | null;
  state: "open" | "completed";
  order_id: string | null;
  /** The attempt placing the order right now, and when its lease lapses (migration 0028). */
  placing_key: string | null;
  placing_until: string | null;
  created_at: string;
  updated_at: string;
}

/** A placed order. Amounts in cents; the guest's access key is stored hashed. */
export interface OrderTable {
  id: string;
  number: string;
  cart_token: string;
  user_id: string | null;
  email: string;
  access_key_hash: string | null;
  subtotal_cents: number;
  discounts_cents: number;
  points_cents: number;
  gift_cards_cents: number;
  shipping_protection_cents: number;
  shipping_cents: number;
  total_cents: number;
  /** JSON of the address fields. */
  shipping_address: string | null;
  shipping_method: string | null;
  /** JSON list of the discount codes redeemed. */
  discount_codes: string;
  /** JSON list of the wallet hold ids posted with the order. */
  wallet_holds: string;
  payment_reference: string | null;
  payment_status: "none" | "authorized" | "captured" | "voided";
  payment_brand: string | null;
  payment_last4: string | null;
  state: string;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
  /** The running sale's title when it discounted the order (the breakdown names it). */
  sale_title: string | null;
  /** The order's sales tax: its lines' and its delivery charges' (decision 044). */
  tax_cents: Generated<number>;
  /** The tax of the shipping charge (the protection line's is on its line). */
  shipping_tax_cents: Generated<number>;
  /** Where and at what rate ("New York City, NY · 8.875%"), or why none ("No US sales tax…"). */
  tax_note: string | null;
  /** `built_in` or `stripe`; null for orders placed before sales tax. */
  tax_provider: string | null;
  tax_calculation_id: string | null;
  /** The provider's record of the tax (Stripe's tax transaction), once recorded. */
  tax_transaction_id: string | null;
  /** Tax given back when the order was cancelled. */
  tax_refunded_cents: Generated<number>;
  /** JSON list of {kind: gift_card | store_credit, last_characters, amount_cents}: what each card paid. */
  tenders: Generated<string>;
  /** The words the buyer agreed to for a membership's recurring charge; null when the order renews nothing. */
  subscription_terms: string | null;
}

export interface OrderLineTable {
  order_id: string;
  position: number;
  product_id: string;
  variant_id: string;
  kind: string;
  title: string;
  vendor: string;
  image_url: string | null;
  price_cents: number;
  quantity: number;
  /** The line's member saving, its share of a code and of the sale, and its sales tax. */
  member_discount_cents: Generated<number>;
  code_discount_cents: Generated<number>;
  sale_discount_cents: Generated<number>;
  tax_cents: Generated<number>;
}

/**
 * One attempt to place a cart's order (migration 0033): its intent, written with its holds before the
 * gateway is asked. `open` while it runs (or after its process died); `placed` with its order; `failed`
 * when its own undo ran; `abandoned` when a later attempt of the cart or the sweep took it
 * over (fenced: it can no longer place an order). `settled_at` is set once its authorisation is dealt
 * with: the order's, voided, or carried on to the attempt `reused_by`.
 */
export interface PaymentAttemptTable {
  id: string;
  cart_token: string;
  /** The buyer's Idempotency-Key of the request that made the attempt. */
  idempotency_key: string;
  /** The key the gateway authorises under (its own idempotency key); null when nothing is charged to a card. */
  payment_key: string | null;
  amount_cents: number;
  /** A keyed hash (HMAC with the server secret) of the card or token, never the number: a retry with the same card may reuse the authorisation. */
  source_fingerprint: string | null;
  save_payment_method: number;
  /** JSON list of the wallet hold ids the attempt took. */
  wallet_holds: string;
  state: "open" | "placed" | "failed" | "abandoned";
  order_id: string | null;
  reused_by: string | null;
  created_at: string;
  updated_at: string;
  settled_at: string | null;
  /** When the attempt's item holds lapse: past it, an attempt left unsettled is the sweep's (null: written before the sweep; its job settles it). */
  hold_expires_at: string | null;
}

export interface CheckoutTables {
  checkouts: CheckoutTable;
  payment_attempts: PaymentAttemptTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
}
