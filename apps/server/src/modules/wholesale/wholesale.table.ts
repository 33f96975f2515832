/** A business's application to the wholesale programme (decision 061). */
export interface WholesaleApplicationTable {
  id: string;
  user_id: string;
  /** submitted | approved | declined (wholesaleApplicationLifecycle). */
  state: string;
  /** The applicant's id while the application waits; null once decided. Unique: one waiting application per account. */
  pending_user_id: string | null;
  company_name: string;
  tax_id: string;
  business_type: string;
  website: string;
  phone: string;
  monthly_volume: string;
  categories: string;
  certificate_key: string;
  certificate_name: string;
  decline_reason: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface WholesaleTables {
  wholesale_applications: WholesaleApplicationTable;
}
