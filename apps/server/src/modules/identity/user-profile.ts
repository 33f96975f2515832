import { createHmac } from "node:crypto";
import type { UserProfile } from "@maison/contracts/identity";
import type { WalletProfileFields } from "@maison/contracts/wallet";
import { rolesOf } from "@maison/domain/identity/role";
import { isMemberStatus } from "@maison/domain/membership/membership-status";
import { tierForSpend } from "@maison/domain/membership/tier";
import { canSeeWholesaleMenu } from "@maison/domain/wholesale/wholesale-menu-window";
import type { UserRow } from "./user.repository.ts";

/** HMAC of the user's e-mail for the support chat's identity verification (intercom_user_hash). */
export function userHash(email: string, secret: string): string {
  return createHmac("sha256", secret).update(email).digest("hex");
}

/**
 * The profile the storefront receives. The tier comes from the trailing 12-month spend of the user's
 * orders (spec 2 §9), with the special-day discount when one is due (decision 028).
 */
export function toUserProfile(
  user: UserRow,
  facts: {
    membershipStatus: string | null;
    trailingSpendCents: number;
    specialDiscount?: { percentage: number; code: string; expiration_date: string } | null;
    wallet: WalletProfileFields;
    /** The server's time: the wholesale menu shows to b2b accounts only inside its window. */
    now: Date;
    /** The wholesale feature flag (decision 067): off hides the menu from everyone. */
    wholesaleOn?: boolean;
  },
  secret: string,
): UserProfile {
  const roles = rolesOf({
    signedIn: true,
    membershipStatus: facts.membershipStatus,
    isB2b: user.is_b2b === 1,
    isPartner: user.is_partner === 1,
    isStaff: user.is_staff === 1,
  });
  const tier = tierForSpend(facts.trailingSpendCents);
  const hash = userHash(user.email, secret);
  const phoneVerified = user.main_phone !== null && user.phone_verified_at !== null;
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    created_at: user.created_at,
    email_verified: user.email_verified_at !== null,
    main_phone: user.main_phone,
    is_valid_phone: phoneVerified,
    show_sms_validation: user.main_phone !== null && !phoneVerified,
    is_b2b: user.is_b2b === 1,
    is_partner: user.is_partner === 1,
    is_staff: user.is_staff === 1,
    roles,
    tier: {
      tier_key: tier.key,
      name: tier.name,
      rank: tier.rank,
      spend_12m: facts.trailingSpendCents / 100,
      special_discount: facts.specialDiscount ?? null,
    },
    rewards_membership_status: facts.membershipStatus,
    can_see_first_look: isMemberStatus(facts.membershipStatus) || user.is_staff === 1,
    can_see_wholesale_menu: facts.wholesaleOn !== false && canSeeWholesaleMenu({ isB2b: user.is_b2b === 1 }, facts.now),
    sms_subscribed: user.sms_subscribed === 1,
    email_subscribed: user.email_subscribed === 1,
    user_hash: hash,
    intercom_user_hash: hash,
    ...facts.wallet,
  };
}
