import type { FormEvent } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useCart } from "./cart-context.ts";

export interface AddToCartButtonProps {
  variantId: string;
  available: boolean;
  /** VIP preview pieces are for members only (spec 1 §4); others see the notice instead. */
  canShop: boolean;
}

/**
 * "Add to cart" on the product page. Sold pieces and VIP preview pieces the shopper may not buy get
 * no button. Without JavaScript the form posts to the cart page, which adds the piece.
 */
export function AddToCartButton({ variantId, available, canShop }: AddToCartButtonProps) {
  const { busy, addItem, cart } = useCart();
  const hydrated = useHydrated();
  if (!available || !canShop) return null;
  const inCart = cart?.lines.some((line) => line.merchandiseId.endsWith(`/${variantId}`)) ?? false;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    void addItem(variantId);
  };
  return (
    <form method="post" action="/cart" className="add-to-cart" onSubmit={submit}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="variantId" value={variantId} />
      <button type="submit" className="button button-primary button-block" disabled={busy} aria-describedby={inCart ? `in-cart-${variantId}` : undefined}>
        {busy ? "Adding…" : "Add to cart"}
      </button>
      {inCart ? (
        <p className="add-to-cart-note" id={`in-cart-${variantId}`}>
          This piece is in your cart.
        </p>
      ) : null}
    </form>
  );
}
