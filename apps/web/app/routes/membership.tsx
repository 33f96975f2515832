import { IsMemberResponse } from "@maison/contracts/membership";
import { membershipGet } from "../features/membership/membership-api.server.ts";
import { MembershipPage } from "../features/membership/membership-page.tsx";
import { pickFromSearch } from "../features/membership/membership-plans.ts";
import { MEMBERSHIP_API } from "../features/membership/membership-paths.ts";
import { hasCredentials } from "../features/identity/viewer.server.ts";
import "../features/membership/membership.css";
import type { Route } from "./+types/membership";

export const meta: Route.MetaFunction = () => [
  { title: "Membership | Maison" },
  { name: "description", content: "Join for $50 a month, which becomes store credit: member prices, the VIP preview and free shipping." },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const pick = pickFromSearch(new URL(request.url).searchParams);
  if (!hasCredentials(request)) return { pick, member: null };
  const read = await membershipGet(context, request, MEMBERSHIP_API.isMember, IsMemberResponse);
  return { pick, member: read.kind === "ok" ? read.data : null };
}

export default function Membership({ loaderData }: Route.ComponentProps) {
  return <MembershipPage pick={loaderData.pick} member={loaderData.member} />;
}
