import { CheckoutErrorCode, type CheckoutState } from "@maison/contracts/checkout";
import type { ApiError } from "./checkout-errors.ts";
import type { CheckoutStatus } from "./checkout-status-page.tsx";
import type { CheckoutProgress } from "./checkout-steps.ts";

/** A checkout with nothing to buy: no piece and no membership (the protection fee alone is not an order). */
export function isCheckoutEmpty(checkout: Pick<CheckoutState, "lines">): boolean {
  return !checkout.lines.some((line) => line.kind === "product" || line.kind === "membership");
}

/** What the checkout already holds, for the steps. */
export function checkoutProgress(
  checkout: Pick<CheckoutState, "email" | "shipping_address" | "shipping_method"> & Partial<Pick<CheckoutState, "requires_shipping">>,
): CheckoutProgress {
  const progress: CheckoutProgress = {
    hasEmail: checkout.email !== null && checkout.email !== "",
    hasAddress: checkout.shipping_address !== null,
    hasMethod: checkout.shipping_method !== null,
  };
  return checkout.requires_shipping === false ? { ...progress, requiresShipping: false } : progress;
}

/** The product another buyer got first: an `item_already_sold` error names it as `items.<product id>`. */
export function soldProductIdOf(error: ApiError): string | null {
  if (error.code !== CheckoutErrorCode.enum.item_already_sold || !error.field) return null;
  const match = /^items\.(.+)$/.exec(error.field);
  return match?.[1] ?? null;
}

/** The piece to name in the "already sold" message: the one the error names, else any line no longer available. */
export function soldItem(checkout: Pick<CheckoutState, "lines">, productId: string | null): { vendor: string; title: string } | null {
  const line =
    (productId ? checkout.lines.find((l) => l.product_id === productId) : undefined) ??
    (productId ? undefined : checkout.lines.find((l) => l.kind === "product" && !l.available));
  return line ? { vendor: line.vendor, title: line.title } : null;
}

/** The page to show when the checkout cannot be read: unknown, someone else's, or waiting for a sign-in. */
export function statusForFailure(outcome: { status: number; error: ApiError }, returnTo: string): CheckoutStatus {
  if (outcome.status === 404 || outcome.status === 400) return { kind: "not_found" };
  if (outcome.status === 401) return { kind: "sign_in", returnTo };
  if (outcome.status === 403) return { kind: "not_yours" };
  if (outcome.status === 409 && outcome.error.code === CheckoutErrorCode.enum.checkout_completed) return { kind: "completed", orderHref: null };
  throw new Error(`The checkout answered ${outcome.status} (${outcome.error.code}).`);
}
