import { useId, useState, type FormEvent } from "react";
import { useCart } from "./cart-context.ts";
import { formatCents } from "./cart-money.ts";

/** The gift-card field and the cards on the cart, each shown by its last 4 characters. */
export function GiftCardForm() {
  const { cart, busy, giftCardMessage, applyGiftCard, removeGiftCard } = useCart();
  const [code, setCode] = useState("");
  const id = useId();
  const cards = cart?.giftCards ?? [];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await applyGiftCard(code)) setCode("");
  };

  return (
    <form className="cart-control" onSubmit={submit} noValidate>
      <label className="cart-control-label" htmlFor={id}>
        Gift card
      </label>
      <div className="cart-inline-field">
        <input
          id={id}
          className="field-input"
          name="giftCardCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={giftCardMessage ? true : undefined}
          aria-describedby={giftCardMessage ? `${id}-message` : undefined}
        />
        <button type="submit" className="button button-secondary" disabled={busy || code.trim() === ""}>
          Apply
        </button>
      </div>
      {giftCardMessage ? (
        <p className="field-error" id={`${id}-message`} role="alert">
          {giftCardMessage}
        </p>
      ) : null}
      {cards.length > 0 ? (
        <ul className="cart-gift-cards" aria-label="Applied gift cards">
          {cards.map((card) => (
            <li key={card.id} className="cart-chip">
              <span>
                Card ending {card.lastCharacters} · {formatCents(card.amountUsedCents)}
              </span>
              <button type="button" className="cart-text-button" disabled={busy} onClick={() => void removeGiftCard(card.id)} aria-label={`Remove gift card ending ${card.lastCharacters}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
