import type { FormEvent } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { isLineUnavailable, lineCondition, type CartLine } from "./cart-model.ts";
import { specialKindOf } from "./cart-lines.ts";
import { formatCents } from "./cart-money.ts";
import { LocalPrice } from "../countries/local-price.tsx";

/** A line's picture is 5.5rem wide in the bag (4.5rem on phones, cart.css). */
const CART_LINE_IMAGE_SIZES = "5.5rem";

export interface CartLineItemProps {
  line: CartLine;
  busy: boolean;
  /** Removes the line (with JavaScript); without it the form posts to the cart page. */
  onRemove: (lineId: string) => void;
}

/** One line: image, designer, title, condition, price and Remove; sold pieces are flagged. */
export function CartLineItem({ line, busy, onRemove }: CartLineItemProps) {
  const kind = specialKindOf(line);
  if (kind === "shipping_protection") {
    return (
      <li className="cart-line cart-line-special">
        <div className="cart-line-body">
          <p className="cart-line-title">Shipping Protection</p>
          <p className="cart-line-meta">Covers loss, theft and damage in transit.</p>
        </div>
        <p className="cart-line-price">{formatCents(line.totalCents)}</p>
      </li>
    );
  }
  const unavailable = isLineUnavailable(line);
  const condition = lineCondition(line);
  const isMembership = kind === "membership";
  const name = isMembership ? "Maison Membership" : line.title;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRemove(line.id);
  };

  return (
    <li className={unavailable ? "cart-line is-unavailable" : "cart-line"}>
      <div className="cart-line-media">
        {line.image ? (
          <ResponsiveImage src={line.image.url} alt={line.image.altText ?? ""} width={100} height={100} sizes={CART_LINE_IMAGE_SIZES} />
        ) : (
          <span className="cart-line-placeholder" aria-hidden="true">
            M
          </span>
        )}
      </div>
      <div className="cart-line-body">
        {isMembership ? (
          <p className="cart-line-vendor">Membership</p>
        ) : (
          <p className="cart-line-vendor">{line.vendor}</p>
        )}
        <p className="cart-line-title">
          {kind === null ? <Link to={`/products/${line.handle}`}>{name}</Link> : name}
        </p>
        {isMembership ? <p className="cart-line-meta">{line.variantTitle}, becomes store credit</p> : null}
        {condition ? <p className="cart-line-meta">Condition: {condition}</p> : null}
        {unavailable ? (
          <p className="cart-line-flag">
            <span className="cart-line-sold">Sold</span> No longer available
          </p>
        ) : null}
        <form method="post" action="/cart" onSubmit={submit} className="cart-line-remove">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="lineId" value={line.id} />
          <button type="submit" className="cart-text-button" disabled={busy} aria-label={`Remove ${name}`}>
            Remove
          </button>
        </form>
      </div>
      <p className="cart-line-price">
        {line.discountCents > 0 ? <s className="cart-line-was">{formatCents(line.priceCents * line.quantity)}</s> : null}
        {formatCents(line.totalCents)}
        <LocalPrice cents={line.totalCents} />
      </p>
    </li>
  );
}
