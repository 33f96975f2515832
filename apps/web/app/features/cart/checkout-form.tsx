import { useState, type FormEvent } from "react";
import { emailProblem, EMAIL_PROBLEM_MESSAGES } from "@maison/domain/identity/email-check";
import { EmailField } from "../../components/ui/email-field.tsx";
import { useCart } from "./cart-context.ts";
import { CART_MESSAGES } from "./cart-messages.ts";
import { isLineUnavailable } from "./cart-model.ts";
import { itemLines, membershipLine } from "./cart-lines.ts";

/**
 * The checkout button (spec 1 §4 hand-off). A guest whose cart has no e-mail is asked for one here
 * first; the cart's buyer e-mail is updated when missing or different, then the browser leaves for
 * the cart's checkout address.
 */
export function CheckoutForm() {
  const { cart, busy, signedIn, checkout } = useCart();
  const [askEmail, setAskEmail] = useState(false);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
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
    </form>
  );
}
