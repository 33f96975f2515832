import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormMessage } from "../components/ui/form-message.tsx";
import { SelectField } from "../components/ui/select-field.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { AccountSection } from "../features/account/account-section.tsx";
import { consignmentAction, loadConsignment, loadConsignmentHistory, loadReturnAddresses, needsSignIn } from "../features/consignment/consignment-api.server.ts";
import { earningLine } from "../features/consignment/consignment-card.tsx";
import { formatDay, formatMoney } from "../features/consignment/consignment-format.ts";
import { CONSIGNMENT_PAGES } from "../features/consignment/consignment-paths.ts";
import { ConsignmentSteps } from "../features/consignment/consignment-steps.tsx";
import "../features/consignment/consignment.css";
import type { Route } from "./+types/my-account-consignment";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded && "detail" in loaded && loaded.detail ? loaded.detail.title : "Consignment"} | My Account | Maison` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const [detail, history] = await Promise.all([loadConsignment(context, request, params.id), loadConsignmentHistory(context, request, params.id)]);
  if (needsSignIn(detail)) return { kind: "signed-out" as const };
  if (!detail.ok) return data({ kind: "failed" as const, message: detail.message }, { status: detail.status === 404 ? 404 : 502 });
  const addresses = detail.value.can_delist ? await loadReturnAddresses(context, request) : [];
  return { kind: "piece" as const, detail: detail.value, history: history.ok ? history.value.entries : [], addresses };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const result = await consignmentAction(context, request, params.id);
  if ("redirectTo" in result) throw redirect(result.redirectTo);
  return result;
}

/** `/my-account/consignments/{id}`: one consigned piece, its steps, money, history; a price proposal to answer; delist. */
export default function MyAccountConsignment({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (loaderData.kind === "signed-out") return null;
  if (loaderData.kind === "failed") {
    return (
      <AccountSection title="Consignment">
        <FormMessage tone="error">{loaderData.message}</FormMessage>
        <p>
          <Link to={CONSIGNMENT_PAGES.account} className="text-link">
            All your consignments
          </Link>
        </p>
      </AccountSection>
    );
  }
  const { detail, history, addresses } = loaderData;
  const earning = earningLine(detail);
  const failed = (intent: "tweak" | "delist") => (actionData && "message" in actionData && actionData.intent === intent ? actionData : null);
  return (
    <div className="consignment-detail">
      <p>
        <Link to={CONSIGNMENT_PAGES.account} className="text-link">
          All your consignments
        </Link>
      </p>
      <AccountSection title={detail.title} description={`${detail.designer} · ${detail.state_label}`}>
        {detail.image_url ? <img className="consignment-card-photo" src={detail.image_url} alt={detail.title} width={96} height={96} /> : null}
        <ConsignmentSteps steps={detail.steps} />
        {earning ? <p className="consignment-card-earning">{earning}</p> : null}
        <dl className="consignment-facts">
          <dt>Estimate you accepted</dt>
          <dd>{formatMoney(detail.estimate_cents)}</dd>
          <dt>Listed at</dt>
          <dd>{formatMoney(detail.list_price_cents)}</dd>
          {detail.sale_price_cents !== null ? (
            <>
              <dt>Sold for</dt>
              <dd>{formatMoney(detail.sale_price_cents)}</dd>
              <dt>Our commission</dt>
              <dd>{detail.commission_percent}%</dd>
              {detail.incentive_cents ? (
                <>
                  <dt>Your tier's incentive</dt>
                  <dd>{formatMoney(detail.incentive_cents)}</dd>
                </>
              ) : null}
            </>
          ) : null}
          {detail.handle ? (
            <>
              <dt>On the shop</dt>
              <dd>
                <Link to={`/products/${detail.handle}`} className="text-link">
                  View the listing
                </Link>
              </dd>
            </>
          ) : null}
        </dl>
      </AccountSection>

      {detail.open_tweak ? (
        <AccountSection title="Our price proposal" description={`We suggest ${formatMoney(detail.open_tweak.price_cents)} instead of ${formatMoney(detail.list_price_cents)}.`}>
          {detail.open_tweak.note ? <p>“{detail.open_tweak.note}”</p> : null}
          <Form method="post" className="consignment-form">
            <input type="hidden" name="intent" value="tweak" />
            <input type="hidden" name="tweak_id" value={detail.open_tweak.id} />
            {failed("tweak") ? <FormMessage tone="error">{failed("tweak")!.message}</FormMessage> : null}
            <div className="consignment-form-actions">
              <button type="submit" name="client_response" value="accept" className="button button-primary" disabled={busy}>
                Accept {formatMoney(detail.open_tweak.price_cents)}
              </button>
              <button type="submit" name="client_response" value="decline" className="button button-secondary" disabled={busy}>
                Keep my price
              </button>
            </div>
          </Form>
        </AccountSection>
      ) : actionData && "answered" in actionData ? (
        <FormMessage tone="success">{actionData.answered === "accept" ? "Thank you: your piece is listed at the new price." : "Your price stays as it is."}</FormMessage>
      ) : null}

      {detail.return_checkout_url ? (
        <AccountSection title="Return shipping" description={`Your piece is off sale. Pay the insured return shipping (${formatMoney(detail.return_fee_cents)}) and we send it back.`}>
          <a href={detail.return_checkout_url} className="button button-primary">
            Pay the return shipping
          </a>
        </AccountSection>
      ) : null}

      {detail.can_delist ? (
        <AccountSection title="Delist this piece" description={`Take it off sale and have it shipped back to you, insured, for ${formatMoney(detail.return_fee_cents)}.`}>
          {addresses.length === 0 ? (
            <p>
              Add an address first, then come back to delist.{" "}
              <Link to="/my-account/profile" className="text-link">
                Your profile
              </Link>
            </p>
          ) : (
            <Form method="post" className="consignment-form">
              <input type="hidden" name="intent" value="delist" />
              {failed("delist") && !failed("delist")!.field ? <FormMessage tone="error">{failed("delist")!.message}</FormMessage> : null}
              <SelectField label="Ship it back to" name="address_id" defaultValue={addresses[0]!.id} error={failed("delist")?.field ? failed("delist")!.message : undefined}>
                {addresses.map((address) => (
                  <option key={address.id} value={address.id}>
                    {[`${address.first_name} ${address.last_name}`, address.address1, address.city, address.zip].filter(Boolean).join(", ")}
                  </option>
                ))}
              </SelectField>
              <div className="consignment-form-actions">
                <button type="submit" className="button button-secondary" disabled={busy}>
                  Delist and pay the return shipping
                </button>
              </div>
            </Form>
          )}
        </AccountSection>
      ) : null}

      <AccountSection title="History">
        <ol className="consignment-history">
          {history.map((entry, index) => (
            <li key={`${entry.event}-${index}`}>
              <span>{entry.label}</span>
              <time dateTime={entry.at}>{formatDay(entry.at)}</time>
            </li>
          ))}
        </ol>
      </AccountSection>
    </div>
  );
}
