/** A person with an account. Roles beyond shopper come from flags and from membership. */
export interface UserTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  /** argon2id hash; never logged, never sent. */
  password_hash: string;
  is_b2b: number;
  is_partner: number;
  is_staff: number;
  created_at: string;
  updated_at: string;
}

/** Membership status of spec 1 §4; active and active_initial_access count as member. */
export interface MembershipTable {
  id: string;
  user_id: string;
  status: string;
  plan_amount_cents: number;
  billing_cycle: string;
  started_at: string;
  created_at: string;
}

export interface IdentityTables {
  users: UserTable;
  memberships: MembershipTable;
}
