import type { UserProfile } from "@maison/contracts/identity";

/**
 * Who is signed in, as every page sees it (the root loader's answer): just what the header, the
 * sign-in prompts and the phone verification modal need. Account pages load the full profile.
 */
export type Viewer = Pick<
  UserProfile,
  "id" | "email" | "first_name" | "last_name" | "main_phone" | "is_valid_phone" | "show_sms_validation" | "can_see_first_look" | "is_staff" | "rewards_membership_status" | "is_b2b" | "can_see_wholesale_menu"
>;

/** The root loader's data, as the rest of the tree reads it. */
export interface RootIdentityData {
  viewer: Viewer | null;
}

export function toViewer(profile: UserProfile): Viewer {
  return {
    id: profile.id,
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
    main_phone: profile.main_phone,
    is_valid_phone: profile.is_valid_phone,
    show_sms_validation: profile.show_sms_validation,
    can_see_first_look: profile.can_see_first_look,
    is_staff: profile.is_staff,
    rewards_membership_status: profile.rewards_membership_status,
    is_b2b: profile.is_b2b,
    can_see_wholesale_menu: profile.can_see_wholesale_menu,
  };
}
