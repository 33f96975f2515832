import { MULTIPASS_TTL_MS } from "@maison/domain/identity/sign-in-limits";
import type { Cart } from "./cart-model.ts";

/** Session storage: the one-time sign-in link of the latest sign-in, with when it was issued. */
export const MULTIPASS_LINK_KEY = "multipass_link";
/** A link this close to expiring is not worth the trip. */
const MULTIPASS_MARGIN_MS = 15_000;

export interface StoredMultipassLink {
  url: string;
  issuedAt: number;
}

/** Where the browser goes for checkout, and whether the cart's buyer e-mail must change first. */
export type CheckoutStep = { kind: "need-email" } | { kind: "go"; updateEmail: string | null; url: string };

/**
 * Spec 1 §4 checkout hand-off. A guest needs an e-mail (the cart's, or one they type); a signed-in
 * shopper's is their account's. When the cart's buyer e-mail is missing or differs it is updated
 * before the redirect. Signed-in shoppers go through the one-time sign-in link with return_to set to
 * the checkout path when a fresh unused link is at hand; otherwise their session already opens the
 * checkout on this host, and they go straight there.
 */
export function checkoutStep(input: {
  cart: Pick<Cart, "email" | "checkoutUrl">;
  accountEmail: string | null;
  enteredEmail: string | null;
  multipass: StoredMultipassLink | null;
  now: number;
}): CheckoutStep {
  const email = input.accountEmail ?? (input.enteredEmail?.trim() || null) ?? input.cart.email;
  if (!email) return { kind: "need-email" };
  const updateEmail = sameEmail(input.cart.email, email) ? null : email;
  const checkoutPath = sitePath(input.cart.checkoutUrl);
  const link = input.accountEmail ? usableLink(input.multipass, input.now) : null;
  const url = link ? `${link.url}${link.url.includes("?") ? "&" : "?"}return_to=${encodeURIComponent(checkoutPath)}` : input.cart.checkoutUrl;
  return { kind: "go", updateEmail, url };
}

function sameEmail(a: string | null, b: string): boolean {
  return a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

function usableLink(link: StoredMultipassLink | null, now: number): StoredMultipassLink | null {
  if (!link) return null;
  return now - link.issuedAt < MULTIPASS_TTL_MS - MULTIPASS_MARGIN_MS ? link : null;
}

/** The path (and query) of a checkout URL, for return_to, which only accepts a path on this site. */
export function sitePath(url: string): string {
  try {
    const parsed = new URL(url, "http://localhost");
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return "/";
  }
}

/** Browser only: keeps the link a sign-in answered, for the checkout hand-off. */
export function rememberMultipassLink(url: string | null, now: number): void {
  try {
    if (url) sessionStorage.setItem(MULTIPASS_LINK_KEY, JSON.stringify({ url, issuedAt: now }));
    else sessionStorage.removeItem(MULTIPASS_LINK_KEY);
  } catch {
    // Without storage the hand-off goes straight to the checkout.
  }
}

/** Browser only: takes the stored link out (a link works once). */
export function takeMultipassLink(): StoredMultipassLink | null {
  try {
    const raw = sessionStorage.getItem(MULTIPASS_LINK_KEY);
    sessionStorage.removeItem(MULTIPASS_LINK_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<StoredMultipassLink>) : null;
    return value && typeof value.url === "string" && typeof value.issuedAt === "number" ? { url: value.url, issuedAt: value.issuedAt } : null;
  } catch {
    return null;
  }
}

/** The one-time sign-in link a sign-in answer carries (`multipass_url`), or null. */
export function multipassUrlOf(body: unknown): string | null {
  const url = (body as { multipass_url?: unknown } | null)?.multipass_url;
  return typeof url === "string" && url !== "" ? url : null;
}
