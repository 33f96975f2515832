import { useState, type FormEvent } from "react";
import { emailProblem, EMAIL_PROBLEM_MESSAGES } from "@maison/domain/identity/email-check";
import { EmailField } from "../../components/ui/email-field.tsx";
import { useCart } from "./cart-context.ts";
import { CART_MESSAGES } from "./cart-messages.ts";
import { isLineUnavailable } from "./cart-model.ts";
import { itemLines, membershipLine } from "./cart-lines.ts";
import { offersSeparateMembershipPayment } from "./membership-alternate-payment.ts";

/**
 * The checkout button (spec 1 §4 hand-off). A guest whose cart has no e-mail is asked for one here
 * first; the cart's buyer e-mail is updated when missing or different, then the browser leaves for
 * the cart's checkout address.
 */
export function CheckoutForm() {
  const { cart, busy, signedIn, checkout, payMembershipSeparately } = useCart();
  const [askEmail, setAskEmail] = useState(false);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [separateFailed, setSeparateFailed] = useState(false);
  if (!cart) return null;
  const sellable = itemLines(cart).filter((line) => !isLineUnavailable(line));
  const canCheckout = sellable.length > 0 || membershipLine(cart) !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let entered: string | null = null;
    if (askEmail) {
      const problem = emailProblem(email);
      if (problem) return setError(EMAIL_PROBLEM_MESSAGES[problem]);
      entered = email;
    }
    setError(undefined);
    const outcome = await checkout(entered);
    if (outcome === "need-email") setAskEmail(true);
  };

  return (
    <form className="cart-checkout" onSubmit={submit} noValidate>
      {askEmail && !signedIn ? (
        <>
          <p className="cart-checkout-hint">{CART_MESSAGES.emailNeeded}</p>
          <EmailField value={email} onValueChange={setEmail} error={error} data-autofocus autoFocus />
        </>
      ) : null}
      <button type="submit" className="button button-primary button-block" disabled={busy || !canCheckout}>
        Checkout
      </button>
      {offersSeparateMembershipPayment(cart, signedIn) ? (
        <div className="cart-separate-membership">
          <button
            type="button"
            className="button button-secondary button-block"
            disabled={busy}
            aria-describedby="cart-separate-membership-detail"
            onClick={() => void payMembershipSeparately().then((outcome) => setSeparateFailed(outcome === "failed"))}
          >
            {CART_MESSAGES.payMembershipSeparately}
          </button>
          <p id="cart-separate-membership-detail" className="cart-checkout-hint">
            {CART_MESSAGES.payMembershipSeparatelyDetail}
          </p>
          {separateFailed ? (
            <p className="cart-checkout-hint" role="alert">
              {CART_MESSAGES.payMembershipSeparatelyFailed}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
