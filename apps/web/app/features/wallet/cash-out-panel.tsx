import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { PayoutProfiles } from "@maison/contracts/payouts";
import type { WalletSummary } from "@maison/contracts/wallet-account";
import { TWO_FACTOR_PAUSE_MS, TWO_FACTOR_SCREENS } from "@maison/domain/wallet/wallet-two-factor";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import type { WalletActionData } from "./wallet-api.server.ts";
import { formatUsd } from "./wallet-words.ts";

function Carried({ data }: { data: { amount: string; profileId: string; key: string } }) {
  return (
    <>
      <input type="hidden" name="amount" value={data.amount} />
      <input type="hidden" name="payment_profile_id" value={data.profileId} />
      <input type="hidden" name="idempotency_key" value={data.key} />
    </>
  );
}

/**
 * Spec 2 §4: the code screen comes 1.5 s after the message that asks for it (a 412, a new code after
 * permission_denied). Only once the page runs scripts: a page rendered on the server (no script yet)
 * shows the code form at once, so it always works.
 */
function usePause(key: unknown): boolean {
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(hydrated);
  useEffect(() => {
    if (!hydrated) return;
    setPaused(true);
    const timer = setTimeout(() => setPaused(false), TWO_FACTOR_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key, hydrated]);
  return paused;
}

/**
 * The two-factor screens (spec 2 §4, their numbers in `data-screen`): 3 code sent and 2 entry/error
 * take the code, 4 while it is checked, 7 blocked; 5 (verified) is the cash-out's confirmation.
 */
function TwoFactor({ data, busy }: { data: Extract<WalletActionData, { kind: "two-factor" }>; busy: boolean }) {
  const paused = usePause(data.codeToken) && data.screen === TWO_FACTOR_SCREENS.codeSent && data.message !== null;
  if (busy && data.screen !== TWO_FACTOR_SCREENS.blocked) {
    return (
      <div className="wallet-two-factor" data-screen={TWO_FACTOR_SCREENS.verifying} aria-busy="true">
        <h3 className="wallet-subtitle">Confirm it is you</h3>
        <p className="wallet-note" role="status">
          Checking…
        </p>
      </div>
    );
  }
  if (paused) {
    return (
      <div className="wallet-two-factor" data-screen={TWO_FACTOR_SCREENS.entry}>
        <h3 className="wallet-subtitle">Confirm it is you</h3>
        <FormMessage tone="info">{data.message ?? ""}</FormMessage>
      </div>
    );
  }
  if (data.screen === TWO_FACTOR_SCREENS.blocked) {
    return (
      <div className="wallet-two-factor" data-screen={data.screen}>
        <h3 className="wallet-subtitle">Cash-out is paused</h3>
        <FormMessage tone="error">{data.message ?? "Too many attempts."}</FormMessage>
        {data.blockedFor ? <p className="wallet-note">Try again in {data.blockedFor}.</p> : null}
      </div>
    );
  }
  return (
    <div className="wallet-two-factor" data-screen={data.screen}>
      <h3 className="wallet-subtitle">Confirm it is you</h3>
      {data.message ? <FormMessage tone={data.screen === TWO_FACTOR_SCREENS.codeSent ? "info" : "error"}>{data.message}</FormMessage> : null}
      {data.codeToken ? (
        <Form method="post" className="wallet-code-form">
          <p className="wallet-note">
            {data.destination ? `We sent a 4-digit code to ${data.destination}.` : "Enter the 4-digit code we sent you."} It is good for 10 minutes.
          </p>
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="code_token" value={data.codeToken} />
          <Carried data={data} />
          <TextField label="4-digit code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{4}" maxLength={4} required className="wallet-code-field" />
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? "Checking…" : `Confirm and cash out ${data.amount ? `$${data.amount.replace(/^\$/, "")}` : ""}`}
          </button>
        </Form>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <Carried data={data} />
        <button type="submit" className="button button-secondary" disabled={busy}>
          Send a new code
        </button>
      </Form>
    </div>
  );
}

/** The cash-out form (spec 2 §5): the amount and where it goes (a saved or a new bank account), then two-factor. */
export function CashOutPanel({ summary, profiles, actionData, formKey }: { summary: WalletSummary; profiles: PayoutProfiles; actionData: WalletActionData | undefined; formKey: string }) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.kind === "two-factor") return <TwoFactor data={actionData} busy={busy} />;
  const error = actionData?.kind === "error" ? actionData : null;
  const payable = [...profiles.ach, ...profiles.check];
  const preferred = payable.find((p) => p.is_preferred_for_wallet) ?? payable.find((p) => p.is_preferred) ?? payable[0];
  const chosen = error?.profileId || preferred?.id || "new";
  const fieldError = (field: string) => (error && error.field === field ? error.message : undefined);
  const general = error && !["amount", "payment_profile_id", "holder_name", "routing_number", "account_number"].includes(error.field ?? "") ? error.message : null;
  if (summary.cash.available_cents < summary.cash_out.min_cents) {
    return <p className="wallet-empty">You can cash out from {formatUsd(summary.cash_out.min_cents)}. Your earnings appear here once your pieces sell and clear.</p>;
  }
  return (
    <Form method="post" className="wallet-cash-out-form">
      <input type="hidden" name="intent" value="cash-out" />
      <input type="hidden" name="idempotency_key" value={error?.key ?? formKey} />
      {general ? <FormMessage tone="error">{general}</FormMessage> : null}
      <TextField
        label="Amount (USD)"
        name="amount"
        inputMode="decimal"
        defaultValue={error?.amount ?? ""}
        error={fieldError("amount")}
        hint={`From ${formatUsd(summary.cash_out.min_cents)} to ${formatUsd(Math.min(summary.cash_out.max_cents, summary.cash.available_cents))}.`}
        required
      />
      <SelectField label="Send to" name="payment_profile_id" defaultValue={chosen} error={fieldError("payment_profile_id")}>
        {payable.map((p) => (
          <option key={p.id} value={p.id}>
            {p.label}
          </option>
        ))}
        <option value="new">A new bank account</option>
      </SelectField>
      <fieldset className="account-fieldset wallet-new-account">
        <legend>New bank account (when chosen above)</legend>
        <TextField label="Account holder" name="holder_name" autoComplete="name" error={fieldError("holder_name")} />
        <TextField label="Routing number" name="routing_number" inputMode="numeric" error={fieldError("routing_number")} />
        <TextField label="Account number" name="account_number" inputMode="numeric" error={fieldError("account_number")} />
        <SelectField label="Account type" name="account_type" defaultValue="checking">
          <option value="checking">Checking</option>
          <option value="savings">Savings</option>
        </SelectField>
      </fieldset>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? "Cashing out…" : "Cash out"}
      </button>
    </Form>
  );
}
