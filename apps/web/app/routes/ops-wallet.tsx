import { Form, useNavigation } from "react-router";
import { FormMessage } from "../components/ui/form-message.tsx";
import { SelectField } from "../components/ui/select-field.tsx";
import { TextField } from "../components/ui/text-field.tsx";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { loadOpsWallet, opsWalletAction } from "../features/wallet/ops-wallet-api.server.ts";
import { CASH_OUT_STATE_LABELS, formatPoints, formatUsd, signedAmount } from "../features/wallet/wallet-words.ts";
import "../styles/ops-orders.css";
import "../features/wallet/wallet.css";
import type { Route } from "./+types/ops-wallet";

export const meta: Route.MetaFunction = () => [{ title: "Wallet and payouts | Maison back office" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

const DONE = { returned: "The cash-out is returned to the customer's wallet, and they are told by e-mail.", adjusted: "The adjustment is posted and recorded with its reason." } as const;

/** `/ops/wallet` (payouts capability): cash-outs to send or that bounced, a customer's ledger, manual adjustments with a reason. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const loaded = await loadOpsWallet(context, request);
  return { ...loaded, done: loaded.done && loaded.done in DONE ? DONE[loaded.done as keyof typeof DONE] : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  return opsWalletAction(context, request);
}

const ACCOUNT_LABELS: Record<string, string> = { cash: "Cash", points: "Points", gift_card: "Gift card" };

const amountOf = (cents: number, unit: string) => (unit === "points" ? formatPoints(cents) : formatUsd(cents));

export default function OpsWallet({ loaderData, actionData }: Route.ComponentProps) {
  const { queue, ledger, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errorFor = (form: string) => (actionData && actionData.form === form ? actionData : null);
  return (
    <section aria-labelledby="ops-wallet-title">
      <h1 id="ops-wallet-title" className="ops-title">
        Wallet and payouts
      </h1>
      {done && !actionData ? <FormMessage tone="success">{done}</FormMessage> : null}
      <h2 className="wallet-subtitle">Cash-outs in flight</h2>
      <p className="ops-count" role="status">
        {queue.cash_outs.length === 1 ? "1 cash-out" : `${queue.cash_outs.length} cash-outs`}
      </p>
      {queue.cash_outs.length === 0 ? (
        <p className="ops-empty ops-orders-empty">No cash-out is waiting to be sent or settled.</p>
      ) : (
        <ul className="payment-methods">
          {queue.cash_outs.map((c) => {
            const failed = errorFor(`return:${c.id}`);
            return (
              <li key={c.id} className="payment-method" data-state={c.state}>
                <span>
                  {formatUsd(c.amount_cents)} to {c.payment_profile_label} · {c.email} · <span className="wallet-status">{CASH_OUT_STATE_LABELS[c.state]}</span>
                </span>
                <Form method="post" className="trade-in-revise payment-method-actions">
                  <input type="hidden" name="intent" value="return" />
                  <input type="hidden" name="id" value={c.id} />
                  <TextField label="Why it came back" name="reason" required error={failed?.message} />
                  <button type="submit" className="button button-secondary" disabled={busy}>
                    Mark bounced, return the money
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <h2 className="wallet-subtitle ops-wallet-heading">A customer's ledger</h2>
      <Form method="post" className="wallet-cash-out-form">
        <input type="hidden" name="intent" value="find" />
        <TextField label="Customer e-mail" name="email" type="email" required defaultValue={ledger?.customer.email ?? ""} error={errorFor("find")?.message} />
        <button type="submit" className="button button-secondary" disabled={busy}>
          Open ledger
        </button>
      </Form>
      {ledger ? (
        <div className="wallet-history">
          <h3 className="wallet-subtitle ops-wallet-heading">{ledger.customer.name ? `${ledger.customer.name} (${ledger.customer.email})` : ledger.customer.email}</h3>
          {ledger.accounts.length === 0 ? (
            <p className="wallet-empty">This customer has no wallet account yet.</p>
          ) : (
            <div className="ops-table-wrap">
              <table className="ops-table">
                <caption className="visually-hidden">Accounts</caption>
                <thead>
                  <tr>
                    <th scope="col">Account</th>
                    <th scope="col">Posted</th>
                    <th scope="col">Held</th>
                    <th scope="col">Available</th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.accounts.map((a) => (
                    <tr key={a.id}>
                      <td>{a.kind === "store_credit" ? `Store credit (${a.purpose ?? "wallet"})` : (ACCOUNT_LABELS[a.kind] ?? a.kind)}</td>
                      <td>{amountOf(a.posted, a.unit)}</td>
                      <td>{amountOf(a.held, a.unit)}</td>
                      <td>{amountOf(a.available, a.unit)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {ledger.entries.length > 0 ? (
            <ul className="wallet-history-list">
              {ledger.entries.map((e) => (
                <li key={e.id} className="wallet-history-entry">
                  <span className="wallet-history-what">
                    <span>{e.description}</span>
                    <span className="wallet-history-meta">
                      {e.formatted_date} · {e.type_label}
                      {e.pending ? " · pending" : ""}
                    </span>
                  </span>
                  <span className="wallet-amount">{signedAmount(e.amount, e.status, e.unit === "points" ? "points" : "usd")}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <h3 className="wallet-subtitle ops-wallet-heading">Adjust this wallet</h3>
          <Form method="post" className="wallet-cash-out-form">
            <input type="hidden" name="intent" value="adjust" />
            <input type="hidden" name="user_id" value={ledger.customer.user_id} />
            {errorFor("adjust") && errorFor("adjust")?.field !== "amount" && errorFor("adjust")?.field !== "reason" ? <FormMessage tone="error">{errorFor("adjust")!.message}</FormMessage> : null}
            <SelectField label="Balance" name="unit" defaultValue="cash">
              <option value="cash">Cash (USD)</option>
              <option value="credit">Store credit (USD)</option>
              <option value="points">Points</option>
            </SelectField>
            <SelectField label="Direction" name="direction" defaultValue="credit">
              <option value="credit">Add</option>
              <option value="debit">Take away</option>
            </SelectField>
            <TextField label="Amount (dollars, or points)" name="amount" inputMode="decimal" required error={errorFor("adjust")?.field === "amount" ? errorFor("adjust")!.message : undefined} />
            <TextField label="Reason (kept in the audit trail)" name="reason" required error={errorFor("adjust")?.field === "reason" ? errorFor("adjust")!.message : undefined} />
            <button type="submit" className="button button-primary" disabled={busy}>
              Post adjustment
            </button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
