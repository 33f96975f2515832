/** An address a signed-in user saved for shipping (spec 1 §3, spec 2 §3). */
export interface AddressTable {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  country_code: string;
  phone: string;
  /** 1 for the user's default address (at most one), else 0. */
  is_default: number;
  created_at: string;
}

export interface AddressTables {
  addresses: AddressTable;
}
