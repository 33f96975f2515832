import type { Cart, CartAttribute } from "./cart-model.ts";
import { isLineUnavailable } from "./cart-model.ts";
import { gidTail, itemLines, membershipLine } from "./cart-lines.ts";
import type { CartLineInput, StorefrontCartClient } from "./storefront-client.ts";

/**
 * Spec 1 §4 alternate-payment membership flow (decision 030): a shopper whose bag holds pieces AND a
 * membership line may pay the membership on its own. A flag is stored, the membership line is removed
 * from the bag, a membership-only cart is created and the browser goes to its checkout. On return (the
 * first page outside a checkout) the flag is cleared and the bag's checkout continues; if the membership
 * was not paid, its line goes back into the bag instead.
 */

import { ALTERNATE_PAYMENT_KEY } from "./cart-storage.ts";

export { ALTERNATE_PAYMENT_KEY };

export interface AlternatePaymentFlag {
  /** The bag the shopper goes back to. */
  itemsCartId: string;
  /** The membership-only cart, once created. */
  membershipCartId: string | null;
  /** The membership line as it was, to put it back if the membership is not paid. */
  membershipLine: CartLineInput;
}

export interface AlternatePaymentFlagStore {
  read(): AlternatePaymentFlag | null;
  write(flag: AlternatePaymentFlag): void;
  clear(): void;
}

/** Offered to signed-in shoppers (a membership needs an account) whose bag holds a membership line and a piece that can be bought. */
export function offersSeparateMembershipPayment(cart: Cart | null, signedIn: boolean): boolean {
  if (!cart || !signedIn || membershipLine(cart) === null) return false;
  return itemLines(cart).some((line) => !isLineUnavailable(line));
}

/** The attribute the membership-only cart carries, so it reads as the alternate-payment kind of cart (spec 1 §3). */
export const ALTERNATE_PAYMENT_ATTRIBUTE: CartAttribute = { key: ALTERNATE_PAYMENT_KEY, value: "true" };

export type StartOutcome = { ok: true; itemsCart: Cart; membershipCart: Cart } | { ok: false; cart: Cart | null };

/**
 * Splits the bag: stores the flag, removes the membership line, creates the membership-only cart and
 * records it in the flag. Any failure puts the line back (when it was removed) and clears the flag, so
 * the bag is as it was.
 */
export async function startSeparateMembershipPayment(
  deps: { client: StorefrontCartClient; flags: AlternatePaymentFlagStore; email: string | null },
  cart: Cart,
): Promise<StartOutcome> {
  const line = membershipLine(cart);
  if (!line) return { ok: false, cart };
  const input: CartLineInput = {
    merchandiseId: line.merchandiseId,
    quantity: 1,
    ...(line.sellingPlanId ? { sellingPlanId: line.sellingPlanId } : {}),
    ...(line.attributes.length > 0 ? { attributes: line.attributes } : {}),
  };
  const flag: AlternatePaymentFlag = { itemsCartId: cart.id, membershipCartId: null, membershipLine: input };
  deps.flags.write(flag);
  const removed = await deps.client.removeLines(cart.id, [line.id]);
  if (!removed.cart || (removed.userErrors?.length ?? 0) > 0) {
    deps.flags.clear();
    return { ok: false, cart: removed.cart ?? cart };
  }
  const created = await deps.client.create({
    lines: [input],
    attributes: [ALTERNATE_PAYMENT_ATTRIBUTE],
    ...(deps.email ? { buyerIdentity: { email: deps.email } } : {}),
  });
  if (!created.cart || (created.userErrors?.length ?? 0) > 0) {
    const restored = await deps.client.addLines(cart.id, [input]);
    deps.flags.clear();
    return { ok: false, cart: restored.cart ?? removed.cart };
  }
  deps.flags.write({ ...flag, membershipCartId: created.cart.id });
  return { ok: true, itemsCart: removed.cart, membershipCart: created.cart };
}

/** What the page does on return. */
export type ReturnOutcome =
  | { kind: "none" }
  /** The membership was paid: the bag's checkout continues. */
  | { kind: "continue"; cart: Cart }
  /** The bag is shown again (with the membership line back when it was not paid). */
  | { kind: "show"; cart: Cart };

/** Whether this page is a checkout (the membership's own, or any): leaving for it is not a return. */
export function isCheckoutPath(pathname: string): boolean {
  return pathname.startsWith("/checkouts/");
}

/**
 * On return: the flag is cleared first (whatever happens next, the flow runs once), then the bag is read.
 * A paid membership (its checkout completed) lets the bag's checkout continue; an unpaid one puts its
 * line back into the bag; when it cannot be told, the bag is shown as it is rather than risk a second
 * membership.
 */
export async function resumeAfterSeparateMembershipPayment(
  deps: {
    client: StorefrontCartClient;
    flags: AlternatePaymentFlagStore;
    /** Whether a cart's checkout was completed: true, false, or null when it cannot be told. */
    checkoutCompleted: (token: string) => Promise<boolean | null>;
  },
  pathname: string,
): Promise<ReturnOutcome> {
  const flag = deps.flags.read();
  if (!flag || isCheckoutPath(pathname)) return { kind: "none" };
  deps.flags.clear();
  const items = (await deps.client.get(flag.itemsCartId)).cart;
  if (!items) return { kind: "none" };
  const paid = flag.membershipCartId ? await deps.checkoutCompleted(gidTail(flag.membershipCartId)) : false;
  if (paid === true) return itemLines(items).length > 0 ? { kind: "continue", cart: items } : { kind: "show", cart: items };
  if (paid === null || membershipLine(items)) return { kind: "show", cart: items };
  const restored = await deps.client.addLines(items.id, [flag.membershipLine]);
  return { kind: "show", cart: restored.cart ?? items };
}

/** Browser only: the flag in session storage (this tab, which leaves for the membership checkout and comes back). */
export function sessionFlagStore(): AlternatePaymentFlagStore {
  return {
    read() {
      try {
        const raw = sessionStorage.getItem(ALTERNATE_PAYMENT_KEY);
        const value = raw ? (JSON.parse(raw) as Partial<AlternatePaymentFlag>) : null;
        if (!value || typeof value.itemsCartId !== "string" || typeof value.membershipLine?.merchandiseId !== "string") return null;
        return { itemsCartId: value.itemsCartId, membershipCartId: typeof value.membershipCartId === "string" ? value.membershipCartId : null, membershipLine: value.membershipLine };
      } catch {
        return null;
      }
    },
    write(flag) {
      try {
        sessionStorage.setItem(ALTERNATE_PAYMENT_KEY, JSON.stringify(flag));
      } catch {
        // Without storage there is no return to resume: the membership checkout still works on its own.
      }
    },
    clear() {
      try {
        sessionStorage.removeItem(ALTERNATE_PAYMENT_KEY);
      } catch {
        // Nothing stored.
      }
    },
  };
}
