import { useId, useState, type FormEvent } from "react";
import { useCart } from "./cart-context.ts";
import { appliedDiscountCode } from "./discount-feedback.ts";

/** The discount code field: apply or remove a code, with the spec's messages (spec 1 §5). */
export function DiscountCodeForm() {
  const { cart, busy, discountMessage, applyDiscount, removeDiscount } = useCart();
  const [code, setCode] = useState("");
  const id = useId();
  const applied = appliedDiscountCode(cart);

  if (applied) {
    return (
      <div className="cart-control">
        <p className="cart-control-label">Discount code</p>
        <p className="cart-chip">
          <span>{applied}</span>
          <button type="button" className="cart-text-button" disabled={busy} onClick={() => void removeDiscount()} aria-label={`Remove discount code ${applied}`}>
            Remove
          </button>
        </p>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await applyDiscount(code)) setCode("");
  };

  return (
    <form className="cart-control" onSubmit={submit} noValidate>
      <label className="cart-control-label" htmlFor={id}>
        Discount code
      </label>
      <div className="cart-inline-field">
        <input
          id={id}
          className="field-input"
          name="discountCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={discountMessage ? true : undefined}
          aria-describedby={discountMessage ? `${id}-message` : undefined}
        />
        <button type="submit" className="button button-secondary" disabled={busy || code.trim() === ""}>
          Apply
        </button>
      </div>
      {discountMessage ? (
        <p className="field-error" id={`${id}-message`} role="alert">
          {discountMessage}
        </p>
      ) : null}
    </form>
  );
}
