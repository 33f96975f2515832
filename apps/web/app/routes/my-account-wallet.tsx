import { data } from "react-router";
import { TWO_FACTOR_SCREENS } from "@maison/domain/wallet/wallet-two-factor";
import { FormMessage } from "../components/ui/form-message.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { AccountSection } from "../features/account/account-section.tsx";
import { CashOutPanel } from "../features/wallet/cash-out-panel.tsx";
import { loadWallet, walletAction } from "../features/wallet/wallet-api.server.ts";
import { WalletBalances } from "../features/wallet/wallet-balances.tsx";
import { WalletHistoryList } from "../features/wallet/wallet-history-list.tsx";
import { CASH_OUT_STATE_LABELS, formatUsd } from "../features/wallet/wallet-words.ts";
import "../features/wallet/wallet.css";
import type { Route } from "./+types/my-account-wallet";

export const meta: Route.MetaFunction = () => [{ title: "Wallet | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** `/my-account/wallet` (spec 2 §2 tab `wallet`): balances, cash-out with its two-factor screens, histories. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const outcome = await loadWallet(context, request);
  if (!outcome.ok && (outcome.status === 401 || outcome.status === 403)) return { kind: "signed-out" as const };
  if (!outcome.ok) return data({ kind: "failed" as const, message: outcome.message }, { status: 502 });
  return { kind: "wallet" as const, ...outcome.value, formKey: crypto.randomUUID() };
}

export async function action({ context, request }: Route.ActionArgs) {
  return walletAction(context, request);
}

export default function MyAccountWallet({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "signed-out") return null;
  if (loaderData.kind === "failed") {
    return (
      <AccountSection title="Wallet">
        <FormMessage tone="error">{loaderData.message}</FormMessage>
      </AccountSection>
    );
  }
  const { summary, history, tab, profiles, done, formKey } = loaderData;
  const justMade = done ? summary.cash_outs.find((c) => c.id === done) : undefined;
  return (
    <>
      <AccountSection title="Wallet" description="Your earnings from selling, your store credit and your points, in one place.">
        <WalletBalances summary={summary} />
      </AccountSection>
      <AccountSection title="Cash out" description="Send your cash to a bank account. For your security we confirm it is you with a code.">
        {justMade ? (
          <div data-screen={TWO_FACTOR_SCREENS.verified}>
            <FormMessage tone={justMade.state === "returned" ? "error" : "success"}>
            {justMade.state === "returned"
              ? `Your cash-out of ${formatUsd(justMade.amount_cents)} could not be sent and is back in your wallet.`
              : justMade.state === "settled"
                ? `Your cash-out of ${formatUsd(justMade.amount_cents)} to ${justMade.payment_profile_label} has arrived.`
                : `Your cash-out of ${formatUsd(justMade.amount_cents)} to ${justMade.payment_profile_label} is on its way.`}
            </FormMessage>
          </div>
        ) : null}
        <CashOutPanel summary={summary} profiles={profiles} actionData={actionData} formKey={formKey} />
      </AccountSection>
      {summary.cash_outs.length > 0 ? (
        <AccountSection title="Cash-outs">
          <ul className="wallet-cash-outs">
            {summary.cash_outs.map((c) => (
              <li key={c.id} className="wallet-cash-out" data-state={c.state}>
                <span>
                  {formatUsd(c.amount_cents)} to {c.payment_profile_label}
                  {c.failure_reason ? <span className="wallet-history-meta"> · {c.failure_reason}</span> : null}
                </span>
                <span className="wallet-status">{CASH_OUT_STATE_LABELS[c.state]}</span>
              </li>
            ))}
          </ul>
        </AccountSection>
      ) : null}
      <AccountSection title="History">
        <WalletHistoryList history={history} tab={tab} />
      </AccountSection>
    </>
  );
}
