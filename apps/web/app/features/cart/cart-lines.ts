import { DEFAULT_MEMBERSHIP_PLAN, SPECIAL_PRODUCT_IDS, type SpecialLineKind } from "@maison/domain/cart/special-lines";
import type { Cart, CartLine } from "./cart-model.ts";

const PRODUCT_GID = "gid://shopify/Product/";
const VARIANT_GID = "gid://shopify/ProductVariant/";

/** The ProductVariant gid of a numeric variant id (a gid passes through). */
export function variantGid(variantId: string): string {
  return variantId.startsWith("gid://") ? variantId : `${VARIANT_GID}${variantId}`;
}

/** The numeric id at the end of a Shopify gid. */
export function gidTail(gid: string): string {
  return gid.slice(gid.lastIndexOf("/") + 1).split("?")[0] ?? gid;
}

/** Which special line this is (membership, shipping protection, zero-cost), or null for a listed item. */
export function specialKindOf(line: Pick<CartLine, "productId">): SpecialLineKind | null {
  const id = line.productId.startsWith(PRODUCT_GID) ? line.productId.slice(PRODUCT_GID.length) : line.productId;
  for (const [kind, productId] of Object.entries(SPECIAL_PRODUCT_IDS)) if (productId === id) return kind as SpecialLineKind;
  return null;
}

/** Listed pieces only: what the shopper picked, without the special lines. */
export function itemLines(cart: Cart | null): CartLine[] {
  return cart ? cart.lines.filter((line) => specialKindOf(line) === null) : [];
}

export function membershipLine(cart: Cart | null): CartLine | null {
  return cart?.lines.find((line) => specialKindOf(line) === "membership") ?? null;
}

export function shippingProtectionLine(cart: Cart | null): CartLine | null {
  return cart?.lines.find((line) => specialKindOf(line) === "shipping_protection") ?? null;
}

/** What the header counts: the pieces in the bag (special lines are not pieces). */
export function cartItemCount(cart: Cart | null): number {
  return itemLines(cart).reduce((total, line) => total + line.quantity, 0);
}

/** The line that adds the advertised membership plan ($50 a month) with its selling plan. */
export function membershipLineInput() {
  return {
    merchandiseId: variantGid(DEFAULT_MEMBERSHIP_PLAN.variantId),
    quantity: 1,
    sellingPlanId: DEFAULT_MEMBERSHIP_PLAN.sellingPlanId ?? undefined,
  };
}
