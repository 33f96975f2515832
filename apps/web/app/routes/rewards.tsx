import { UserProfile } from "@maison/contracts/identity";
import { isMemberStatus } from "@maison/domain/membership/membership-status";
import { IDENTITY_API } from "../features/identity/identity-paths.ts";
import { hasCredentials } from "../features/identity/viewer.server.ts";
import { membershipGet } from "../features/membership/membership-api.server.ts";
import { RewardsPage } from "../features/rewards/rewards-page.tsx";
import { spendCentsOfProfile, tierByKey } from "../features/membership/tier-progress.ts";
import "../features/membership/membership.css";
import type { Route } from "./+types/rewards";

export const meta: Route.MetaFunction = () => [
  { title: "Rewards and tiers | Maison" },
  { name: "description", content: "Bronze, Silver, Gold and Diamond: tiers by what you spend over 12 months, and what each one gives." },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  if (!hasCredentials(request)) return { standing: null, unavailable: false };
  const read = await membershipGet(context, request, IDENTITY_API.profile, UserProfile);
  if (read.kind !== "ok") return { standing: null, unavailable: read.kind === "failed" };
  const profile = read.data;
  const tier = tierByKey(profile.tier.tier_key);
  if (!tier) return { standing: null, unavailable: true };
  return {
    unavailable: false,
    standing: {
      tier,
      // The profile's trailing 12-month spend (tier.spend_12m), in whole cents for the progress bar.
      spendCents: spendCentsOfProfile(profile.tier.spend_12m),
      isMember: isMemberStatus(profile.rewards_membership_status),
      specialDiscount: profile.tier.special_discount,
    },
  };
}

export default function Rewards({ loaderData }: Route.ComponentProps) {
  return <RewardsPage standing={loaderData.standing} unavailable={loaderData.unavailable} />;
}
