import type { ColumnType } from "kysely";

/** A cart under its unguessable token (the gid's last segment). Lists are JSON text. */
export interface CartTable {
  id: string;
  /** The signed-in owner; null for a visitor cart, which anyone holding the token may use. */
  user_id: string | null;
  buyer_email: string | null;
  buyer_country: string | null;
  note: string;
  /** JSON [{key, value}], the server's attributes included. */
  attributes: string;
  /** JSON list of the discount codes entered (normalized). */
  discount_codes: string;
  /** JSON list of the applied gift cards' ids (wallet module). */
  gift_card_ids: string;
  /** The order placed from this cart; once set, the cart takes no more changes. */
  completed_order_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartLineTable {
  id: string;
  cart_id: string;
  position: number;
  kind: string;
  variant_id: string;
  quantity: number;
  /** JSON [{key, value}]. */
  attributes: string;
  selling_plan_id: string | null;
  created_at: string;
}

/** A discount code; `used_count` only moves by a guarded update that never passes `usage_limit`. */
export interface DiscountCodeTable {
  code: string;
  title: string;
  kind: string;
  value: number;
  min_subtotal_cents: number;
  usage_limit: number | null;
  used_count: number;
  starts_at: string | null;
  ends_at: string | null;
  status: string;
  created_at: string;
  /** A personal code's owner (migration 0010: the special-day discount); null for a public code. */
  owner_user_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One order's use of a code; the key makes a retried redemption count once. */
export interface DiscountRedemptionTable {
  code: string;
  order_id: string;
  cart_id: string;
  amount_cents: number;
  redeemed_at: string;
}

/** A signed-in user's last cart (GET/POST /v6/last-cart/). */
export interface LastCartTable {
  user_id: string;
  cart_id: string;
  checkout_url: string;
  updated_at: string;
}

export interface CartTables {
  carts: CartTable;
  cart_lines: CartLineTable;
  discount_codes: DiscountCodeTable;
  discount_redemptions: DiscountRedemptionTable;
  last_carts: LastCartTable;
}
