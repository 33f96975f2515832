/** A partner (a department store or boutique) whose code sellers enter, crediting their submissions to it. */
export interface PartnerTable {
  code: string;
  name: string;
  /** department_store | boutique | stylist */
  kind: string;
  created_at: string;
}

export interface PartnersTables {
  partners: PartnerTable;
}
