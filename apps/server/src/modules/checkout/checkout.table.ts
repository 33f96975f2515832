/** The hosted checkout of one cart: contact, shipping address (JSON) and method. */
export interface CheckoutTable {
  token: string;
  email: string | null;
  shipping_address: string | null;
  shipping_address_id: string | null;
  shipping_method: string | null;
  state: "open" | "completed";
  order_id: string | null;
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
}

export interface CheckoutTables {
  checkouts: CheckoutTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
}
