import { useState } from "react";
import { callApi } from "../../lib/browser-api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { apiMessage } from "../identity/api-message.ts";
import { useIdentity } from "../identity/identity-context.ts";
import { PENDING_ACTION_NAMES } from "../identity/pending-action.ts";
import { useViewer } from "../identity/use-viewer.ts";
import { MEMBERSHIP_API } from "./membership-paths.ts";
import { safeCheckoutUrl } from "./one-off-amount.ts";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

const FALLBACK_MESSAGE = "We could not start your contribution. Please try again.";

export interface OneOffContributeButtonProps {
  /** Whole dollars to contribute, or null while the custom amount is not valid. */
  amount: number | null;
  /** Called instead of contributing when the amount is not valid (shows the field's message). */
  onInvalid: () => void;
}

/**
 * A one-off contribution (spec 1 §9, decision 030): POST /shop-plus/api/checkout/oneoff/ makes a cart
 * holding it and answers a one-time sign-in link that lands on its checkout, where the browser goes.
 * It needs an account, so a visitor is asked to sign in first and comes back to this page.
 */
export function OneOffContributeButton({ amount, onInvalid }: OneOffContributeButtonProps) {
  const hydrated = useHydrated();
  const viewer = useViewer();
  const { openAuth } = useIdentity();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function contribute() {
    setError(null);
    if (amount === null) return onInvalid();
    if (!viewer) {
      const here = `${window.location.pathname}${window.location.search}`;
      return openAuth({ mode: "login", pendingAction: { name: PENDING_ACTION_NAMES.navigate, payload: { to: here } } });
    }
    setBusy(true);
    const result = await callApi("POST", MEMBERSHIP_API.oneOffCheckout, { amount });
    // The contract (and zod with it) loads with the first answer, not with the page (decision 045).
    const { OneOffCheckoutResponse } = await import("@maison/contracts/membership");
    const parsed = result.ok ? OneOffCheckoutResponse.safeParse(result.body) : null;
    const target = parsed?.success ? safeCheckoutUrl(parsed.data.checkout_web_url, window.location.href) : null;
    if (target) {
      // Busy stays on while the browser leaves for the checkout.
      window.location.assign(target);
      return;
    }
    setBusy(false);
    setError(result.ok ? FALLBACK_MESSAGE : (apiMessage(result.body) ?? FALLBACK_MESSAGE));
  }

  return (
    <div className="join-membership">
      <button
        type="button"
        className="button button-primary join-membership-button"
        disabled={!hydrated || busy}
        aria-describedby={error ? "one-off-contribute-error" : undefined}
        onClick={() => void contribute()}
      >
        {busy ? "Starting checkout…" : amount === null ? "Contribute once" : `Contribute ${dollars.format(amount)} once`}
      </button>
      {error ? (
        <p id="one-off-contribute-error" className="form-message form-message-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="join-membership-note">
        {viewer ? "A single contribution, paid at checkout; it becomes store credit once paid." : "Sign in to contribute; it becomes store credit once paid."}
      </p>
    </div>
  );
}
