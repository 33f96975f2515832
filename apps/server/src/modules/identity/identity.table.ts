import type { Generated } from "kysely";

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
  email_verified_at: string | null;
  main_phone: string | null;
  phone_verified_at: string | null;
  sms_subscribed: Generated<number>;
  email_subscribed: Generated<number>;
  /** Where the account came from (landing URL, UTM fields, device), as JSON. */
  signup_context: Generated<string>;
  last_login_at: string | null;
}

/** A signed-in device. Only the SHA-256 of its token is stored. `kind` is full or email_pending. */
export interface SessionTable {
  id: string;
  user_id: string;
  token_hash: string;
  kind: string;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  user_agent: string | null;
  ip: string | null;
  /** When the person last proved it is them with a fresh code in this session (the Actor's step-up). */
  stepped_up_at: string | null;
}

/** What a staff member may do (decision 033): one row per capability; holding any makes the account staff. */
export interface StaffCapabilityTable {
  user_id: string;
  capability: string;
  granted_at: string;
  granted_by: string;
}

/** A code sent by e-mail or SMS; stored hashed, single use, expiring. */
export interface VerificationCodeTable {
  id: string;
  user_id: string;
  /** email_confirmation or phone */
  purpose: string;
  /** The address or phone number the code was sent to. */
  target: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** A single-use link token (password reset, one-time sign-in); stored hashed. */
export interface OneTimeTokenTable {
  id: string;
  user_id: string;
  purpose: string;
  token_hash: string;
  data: string;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** A Google or Facebook account linked to a user. */
export interface SocialIdentityTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  email: string;
  created_at: string;
}

export interface IdentityTables {
  users: UserTable;
  sessions: SessionTable;
  staff_capabilities: StaffCapabilityTable;
  verification_codes: VerificationCodeTable;
  one_time_tokens: OneTimeTokenTable;
  social_identities: SocialIdentityTable;
}
