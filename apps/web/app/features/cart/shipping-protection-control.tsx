import type { FormEvent } from "react";
import { useFetcher } from "react-router";
import { isShippingProtectionSuppressed } from "@maison/domain/cart/shipping-protection";
import { specialKindOf } from "./cart-lines.ts";
import type { Cart } from "./cart-model.ts";

/** What the control says: what the protection covers, and that it can go or come back. */
export const SHIPPING_PROTECTION_WORDS = {
  covered: "Shipping protection covers loss, theft and damage in transit.",
  removed: "Shipping protection is off: loss, theft and damage in transit are not covered.",
  remove: "Remove shipping protection",
  add: "Add shipping protection",
} as const;

/** Whether the cart holds pieces whose shipping protection the shopper has turned off (spec 1 §3 noShippingProtection). */
export function protectionState(cart: Cart): "on" | "off" | "none" {
  if (!cart.lines.some((line) => specialKindOf(line) === null)) return "none";
  if (isShippingProtectionSuppressed(cart.attributes)) return "off";
  return cart.lines.some((line) => specialKindOf(line) === "shipping_protection") ? "on" : "none";
}

/**
 * Spec 1 §3: the stored noShippingProtection flag suppresses the protection line. The cart and the
 * drawer let the shopper remove it and add it back; the fee itself is a row of the summary. A plain
 * form posting to /cart (works without JavaScript); with it, the same post goes through a fetcher and
 * the page's data, the cart included, is read again.
 */
export function ShippingProtectionControl({ cart }: { cart: Cart }) {
  const fetcher = useFetcher();
  const state = protectionState(cart);
  if (state === "none") return null;
  const choice = state === "on" ? "remove" : "add";
  const busy = fetcher.state !== "idle";
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set("stay", "1");
    void fetcher.submit(form, { method: "post", action: "/cart" });
  };
  return (
    <form method="post" action="/cart" className="cart-protection" onSubmit={submit} aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value="protection" />
      <input type="hidden" name="protection" value={choice} />
      <p className="cart-protection-text">{state === "on" ? SHIPPING_PROTECTION_WORDS.covered : SHIPPING_PROTECTION_WORDS.removed}</p>
      <button type="submit" className="cart-text-button" disabled={busy}>
        {state === "on" ? SHIPPING_PROTECTION_WORDS.remove : SHIPPING_PROTECTION_WORDS.add}
      </button>
    </form>
  );
}
