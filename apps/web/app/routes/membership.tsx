import { BalanceProjectionResponse, IsMemberResponse } from "@maison/contracts/membership";
import { membershipGet } from "../features/membership/membership-api.server.ts";
import { MembershipPage } from "../features/membership/membership-page.tsx";
import { pickFromSearch } from "../features/membership/membership-plans.ts";
import { MEMBERSHIP_API, projectionNewPath } from "../features/membership/membership-paths.ts";
import { toBalanceSeries } from "../features/membership/projection-series.ts";
import { hasCredentials } from "../features/identity/viewer.server.ts";
import "../features/membership/membership.css";
import type { Route } from "./+types/membership";

export const meta: Route.MetaFunction = () => [
  { title: "Membership | Maison" },
  { name: "description", content: "Join for $50 a month, which becomes store credit: member prices, the VIP preview and free shipping." },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const pick = pickFromSearch(new URL(request.url).searchParams);
  // The picked plan's projection is rendered with the page; later picks are fetched in the browser.
  const projected = await membershipGet(context, request, projectionNewPath(pick.amount, pick.period), BalanceProjectionResponse);
  const projection = projected.kind === "ok" ? { status: "ready" as const, series: toBalanceSeries(projected.data) } : null;
  if (!hasCredentials(request)) return { pick, member: null, projection };
  const read = await membershipGet(context, request, MEMBERSHIP_API.isMember, IsMemberResponse);
  return { pick, member: read.kind === "ok" ? read.data : null, projection };
}

export default function Membership({ loaderData }: Route.ComponentProps) {
  return <MembershipPage pick={loaderData.pick} member={loaderData.member} projection={loaderData.projection} />;
}
