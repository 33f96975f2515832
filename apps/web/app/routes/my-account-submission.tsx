import { data } from "react-router";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { isPayoutActionData } from "../features/payouts/payout-action-data.ts";
import { loadOrderDetails, orderDetailsAction } from "../features/selling/order-details.server.ts";
import { OrderDetails, OrderDetailsFailed } from "../features/selling/order-details.tsx";
import "../features/checkout/checkout.css";
import "../features/payouts/payouts.css";
import "../features/selling/selling.css";
import type { Route } from "./+types/my-account-submission";

export const meta: Route.MetaFunction = () => [{ title: "Submission | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const details = await loadOrderDetails(context, request, params.ticket);
  if (details.kind === "failed") return data(details, { status: details.status === 404 ? 404 : 502 });
  return { ...details, provided: new URL(request.url).searchParams.get("provided") === "1" };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return orderDetailsAction(context, request, params.ticket);
}

export default function MyAccountSubmission({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "signed-out") return null;
  if (loaderData.kind === "failed") return <OrderDetailsFailed />;
  return (
    <OrderDetails
      provided={"provided" in loaderData && loaderData.provided}
      ticket={loaderData.ticket}
      options={loaderData.options}
      addresses={loaderData.addresses}
      payouts={loaderData.payouts}
      now={new Date(loaderData.now)}
      actionData={isPayoutActionData(actionData) ? undefined : actionData}
      payoutAnswer={isPayoutActionData(actionData) ? actionData : undefined}
    />
  );
}
