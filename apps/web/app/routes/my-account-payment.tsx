import { data, Form, useNavigation } from "react-router";
import type { PayoutProfile } from "@maison/contracts/payouts";
import { CheckboxField } from "../components/ui/checkbox-field.tsx";
import { FormMessage } from "../components/ui/form-message.tsx";
import { SelectField } from "../components/ui/select-field.tsx";
import { TextField } from "../components/ui/text-field.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { AccountSection } from "../features/account/account-section.tsx";
import { loadPayment, paymentAction } from "../features/wallet/wallet-api.server.ts";
import { formatUsd } from "../features/wallet/wallet-words.ts";
import "../features/wallet/wallet.css";
import type { Route } from "./+types/my-account-payment";

export const meta: Route.MetaFunction = () => [{ title: "Payment | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

const DONE = { added: "Your bank account is saved.", preferred: "Your preference is saved.", removed: "The payment method is removed." } as const;

/** `/my-account/payment` (spec 2 §2 tab `payment`, §3 payment methods): bank accounts, check addresses and store credit, with the preferred ones. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const outcome = await loadPayment(context, request);
  if (!outcome.ok && (outcome.status === 401 || outcome.status === 403)) return { kind: "signed-out" as const };
  if (!outcome.ok) return data({ kind: "failed" as const, message: outcome.message }, { status: 502 });
  const done = outcome.value.done;
  return { kind: "payment" as const, ...outcome.value, done: done && done in DONE ? DONE[done as keyof typeof DONE] : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  return paymentAction(context, request);
}

function Method({ profile, busy }: { profile: PayoutProfile; busy: boolean }) {
  const flags = [profile.is_preferred ? "Preferred for payouts" : null, profile.is_preferred_for_wallet ? "Used for cash-outs" : null].filter(Boolean).join(" · ");
  return (
    <li className="payment-method">
      <span>
        {profile.label}
        {flags ? <span className="wallet-history-meta"> · {flags}</span> : null}
      </span>
      {profile.provider_type === "sitecredit" ? null : (
        <div className="payment-method-actions">
          {profile.is_preferred ? null : (
            <Form method="post">
              <input type="hidden" name="id" value={profile.id} />
              <button type="submit" name="intent" value="prefer" className="button button-secondary" disabled={busy}>
                Prefer for payouts
              </button>
            </Form>
          )}
          {profile.is_preferred_for_wallet ? null : (
            <Form method="post">
              <input type="hidden" name="id" value={profile.id} />
              <button type="submit" name="intent" value="prefer-wallet" className="button button-secondary" disabled={busy}>
                Use for cash-outs
              </button>
            </Form>
          )}
          <Form method="post">
            <input type="hidden" name="id" value={profile.id} />
            <button type="submit" name="intent" value="remove" className="button button-secondary" disabled={busy}>
              Remove
            </button>
          </Form>
        </div>
      )}
    </li>
  );
}

export default function MyAccountPayment({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (loaderData.kind === "signed-out") return null;
  if (loaderData.kind === "failed") {
    return (
      <AccountSection title="Payment">
        <FormMessage tone="error">{loaderData.message}</FormMessage>
      </AccountSection>
    );
  }
  const { profiles, storeCreditCents, done } = loaderData;
  const fieldError = (field: string) => (actionData && actionData.field === field ? actionData.message : undefined);
  const general = actionData && !["holder_name", "routing_number", "account_number"].includes(actionData.field ?? "") ? actionData.message : null;
  const groups = [
    { title: "Bank accounts (ACH)", list: profiles.ach, empty: "No bank account yet." },
    { title: "Check addresses", list: profiles.check, empty: "No check address. Checks go to an address you choose when you sell." },
    { title: "Store credit", list: profiles.sitecredit, empty: "" },
  ];
  return (
    <>
      <AccountSection title="Payment" description={`How Maison pays you. Your store credit balance is ${formatUsd(storeCreditCents)}.`}>
        {done ? <FormMessage tone="success">{done}</FormMessage> : null}
        {general ? <FormMessage tone="error">{general}</FormMessage> : null}
        {groups.map((group) => (
          <section key={group.title} className="wallet-history-group" aria-label={group.title}>
            <h3 className="wallet-subtitle">{group.title}</h3>
            {group.list.length === 0 ? (
              <p className="wallet-empty">{group.empty}</p>
            ) : (
              <ul className="payment-methods">
                {group.list.map((p) => (
                  <Method key={p.id} profile={p} busy={busy} />
                ))}
              </ul>
            )}
          </section>
        ))}
      </AccountSection>
      <AccountSection title="Add a bank account" description="The account and routing numbers go to our payout provider; we keep only the last four digits.">
        <Form method="post" className="wallet-cash-out-form">
          <input type="hidden" name="intent" value="add-ach" />
          <TextField label="Account holder" name="holder_name" autoComplete="name" required error={fieldError("holder_name")} />
          <TextField label="Bank name (optional)" name="bank_name" />
          <TextField label="Routing number" name="routing_number" inputMode="numeric" required error={fieldError("routing_number")} />
          <TextField label="Account number" name="account_number" inputMode="numeric" required error={fieldError("account_number")} />
          <SelectField label="Account type" name="account_type" defaultValue="checking">
            <option value="checking">Checking</option>
            <option value="savings">Savings</option>
          </SelectField>
          <CheckboxField label="Prefer it for payouts" name="is_preferred" defaultChecked />
          <button type="submit" className="button button-primary" disabled={busy}>
            Save bank account
          </button>
        </Form>
      </AccountSection>
    </>
  );
}
