import { Link } from "react-router";
import { IsMemberResponse, RewardsWalletResponse } from "@maison/contracts/membership";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { AccountSection } from "../features/account/account-section.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { FormMessage } from "../components/ui/form-message.tsx";
import { ManageMembership } from "../features/membership/manage-membership.tsx";
import { membershipGet } from "../features/membership/membership-api.server.ts";
import { MEMBERSHIP_API, MEMBERSHIP_PAGES } from "../features/membership/membership-paths.ts";
import { RewardsActivity } from "../features/membership/rewards-activity.tsx";
import { WalletMembershipSummary } from "../features/wallet/wallet-membership-summary.tsx";
import "../features/membership/membership.css";
import type { Route } from "./+types/my-account-membership";

export const meta: Route.MetaFunction = () => [{ title: "Membership | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [read, member] = await Promise.all([
    membershipGet(context, request, MEMBERSHIP_API.wallet, RewardsWalletResponse),
    membershipGet(context, request, MEMBERSHIP_API.isMember, IsMemberResponse),
  ]);
  if (read.kind === "signed-out") return { signedIn: false as const };
  // A member without a subscription (no contribution plan) has nothing to manage, but is a member all the same.
  const grantedMember = member.kind === "ok" && member.data.is_member && !member.data.membership;
  return { signedIn: true as const, wallet: read.kind === "ok" ? read.data : null, grantedMember };
}

export default function MyAccountMembership({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return null;
  const { wallet, grantedMember } = loaderData;
  if (!wallet) {
    return (
      <AccountSection title="Membership">
        <FormMessage tone="error">We could not read your membership just now. Please reload the page in a moment.</FormMessage>
      </AccountSection>
    );
  }
  const membership = wallet.membership;
  const version = membership ? `${membership.contract_id}:${membership.status}:${membership.total_contribution}:${membership.amount}` : "none";
  return (
    <>
      <AccountSection title="Membership" description="Your contributions become store credit in your wallet.">
        {membership ? (
          <WalletMembershipSummary wallet={wallet} />
        ) : grantedMember ? (
          <EmptyState title="You are a member">
            <p>Your membership is active. It has no contribution plan to manage here; to change it, contact client care, Monday to Friday, 9:00 am to 7:00 pm EST.</p>
          </EmptyState>
        ) : (
          <EmptyState
            title="You are not a member yet"
            actions={
              <Link to={MEMBERSHIP_PAGES.landing} className="button button-primary">
                Discover membership
              </Link>
            }
          >
            <p>Join for $50 a month, which becomes store credit, with member prices, the VIP preview and free shipping.</p>
          </EmptyState>
        )}
      </AccountSection>
      {membership ? (
        <AccountSection title="Manage membership" description="Every change asks you to confirm it first.">
          <ManageMembership membership={membership} />
        </AccountSection>
      ) : null}
      <AccountSection title="Rewards activity">
        <RewardsActivity version={version} />
      </AccountSection>
    </>
  );
}
