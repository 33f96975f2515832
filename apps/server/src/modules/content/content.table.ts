/** Promotions as data (migration 0010). Flags are 0/1, dates ISO-8601 text, lists JSON text. */
export interface PromoMessageTable {
  id: string;
  position: number;
  message: string;
  tag: string | null;
  discount_code: string | null;
  show_in_pdp: number;
  show_in_plp: number;
  show_in_cart: number;
  tier: string | null;
  applies_only_to_selected_tier: number;
  is_b2b: number;
  is_paid_promo: number;
  start_date: string | null;
  end_date: string | null;
  created_at: string;
}

export interface BannerTable {
  id: string;
  position: number;
  is_active: number;
  title: string;
  description: string;
  /** JSON list of image URLs. */
  images: string;
  href: string | null;
  can_dismiss: number;
  show_countdown: number;
  countdown_prefix: string | null;
  is_paid_promo: number;
  start_date: string | null;
  end_date: string | null;
  created_at: string;
}

export interface PromoDisclaimerTable {
  id: string;
  message: string;
  min_tier: string | null;
  start_date: string;
  end_date: string;
  created_at: string;
}

export interface RewardsOfferTable {
  id: string;
  position: number;
  title: string;
  description: string;
  new_customer_only: number;
  starting_tier: string | null;
  logged_in_only: number;
  created_at: string;
}

/** A dated sale; its tiers (JSON [{min_subtotal_cents, amount_off_cents}]) are automatic cart discounts. */
export interface SaleTable {
  id: string;
  title: string;
  starts_at: string;
  ends_at: string;
  tiers: string;
  created_at: string;
}

/** The sales' change stamp: one row (id 1) whose version the database's triggers on `sales` move on every write (decision 095). */
export interface SalesVersionTable {
  id: number;
  version: number;
}

export interface ContentTables {
  promo_messages: PromoMessageTable;
  banners: BannerTable;
  promo_disclaimers: PromoDisclaimerTable;
  rewards_offers: RewardsOfferTable;
  sales: SaleTable;
  sales_version: SalesVersionTable;
}
