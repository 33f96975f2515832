/** A partner (a department store or boutique) whose code sellers enter, crediting their submissions to it. */
export interface PartnerTable {
  code: string;
  name: string;
  /** department_store | boutique | stylist */
  kind: string;
  created_at: string;
  /** The account that signed the partner up (create-partner/); null for partners set up by Maison. */
  user_id: string | null;
  contact_name: string;
  phone: string;
  /** The location ids the partner works from (JSON array of ids from /v6/locations-for-partner-form/). */
  locations: string;
}

/** A customer with pieces to sell that a partner brought; it became the submission `submission_id` (decision 062). */
export interface PartnerLeadTable {
  id: string;
  partner_code: string;
  submission_id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  location_id: string;
  notes: string;
  created_at: string;
}

export interface PartnersTables {
  partners: PartnerTable;
  partner_leads: PartnerLeadTable;
}
