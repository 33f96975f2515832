import { SessionListResponse, UserProfile } from "@maison/contracts/identity";
import { accountGet, PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { AccountSection } from "../features/account/account-section.tsx";
import { PhoneForm } from "../features/account/phone-form.tsx";
import { PreferencesForm } from "../features/account/preferences-form.tsx";
import { ProfileDetailsForm } from "../features/account/profile-details-form.tsx";
import { SignedInDevices } from "../features/account/signed-in-devices.tsx";
import { IDENTITY_API } from "../features/identity/identity-paths.ts";
import type { Route } from "./+types/my-account-profile";

export const meta: Route.MetaFunction = () => [{ title: "Profile | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [profile, sessions] = await Promise.all([
    accountGet(context, request, IDENTITY_API.profile, UserProfile),
    accountGet(context, request, IDENTITY_API.sessions, SessionListResponse),
  ]);
  if (!profile || !sessions) return { signedIn: false as const };
  return { signedIn: true as const, profile, sessions: sessions.sessions };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return null;
  const { profile, sessions } = loaderData;
  return (
    <>
      <AccountSection title="Personal details">
        <ProfileDetailsForm key={profile.id} profile={profile} />
      </AccountSection>
      <AccountSection title="Phone number" description="A verified phone keeps your account and payouts safe.">
        <PhoneForm key={`${profile.main_phone}-${profile.is_valid_phone}`} profile={profile} />
      </AccountSection>
      <AccountSection title="Communication preferences">
        <PreferencesForm emailSubscribed={profile.email_subscribed} smsSubscribed={profile.sms_subscribed} />
      </AccountSection>
      <AccountSection title="Signed-in devices" description="Sign out anywhere you no longer use, or do not recognise.">
        <SignedInDevices sessions={sessions} />
      </AccountSection>
    </>
  );
}
