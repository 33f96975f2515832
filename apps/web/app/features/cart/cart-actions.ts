import { findSpecialVariant, DEFAULT_MEMBERSHIP_PLAN } from "@maison/domain/cart/special-lines";
import { planMergeOnLogin, type MergeLine } from "@maison/domain/cart/merge-on-login";
import { giftCardLastCharacters, isGiftForYouBlocked, normalizeGiftCardCode } from "@maison/domain/cart/gift-card-codes";
import { amountAttribute } from "@maison/domain/cart/cart-attributes";
import type { Cart, CartLine } from "./cart-model.ts";
import type { CartProfile } from "./cart-profile.ts";
import { gidTail, specialKindOf, variantGid } from "./cart-lines.ts";
import type { CartCallResult, CartCreateInput, CartLineInput, StorefrontCartClient } from "./storefront-client.ts";
import type { LastCartRecord } from "./last-cart-api.ts";

/**
 * Spec 1 §4 "adding an item": the existing cart is tried first; a new cart is created when there is
 * none or the call returns user errors (an unknown, expired or completed cart).
 */
export async function addLinesOrCreate(
  client: StorefrontCartClient,
  cartId: string | null,
  lines: CartLineInput[],
  extra: Omit<CartCreateInput, "lines"> = {},
): Promise<CartCallResult> {
  if (cartId) {
    const added = await client.addLines(cartId, lines);
    if (added.cart && (added.userErrors?.length ?? 0) === 0) return added;
    if (added.userErrors === null) return added;
  }
  return client.create({ ...extra, lines });
}

/** The line input for a special plan or a listed piece: membership plans carry their selling plan. */
export function lineInputFor(merchandiseId: string): CartLineInput {
  const special = findSpecialVariant(gidTail(merchandiseId), { includeTestPlans: true });
  return special?.sellingPlanId
    ? { merchandiseId: variantGid(merchandiseId), quantity: 1, sellingPlanId: special.sellingPlanId }
    : { merchandiseId: variantGid(merchandiseId), quantity: 1 };
}

function mergeLines(cart: Cart | null): MergeLine[] {
  return (cart?.lines ?? []).map((line: CartLine) => ({ merchandiseId: line.merchandiseId, kind: specialKindOf(line) ?? "product" }));
}

export interface MergeDeps {
  client: StorefrontCartClient;
  fetchLastCart: () => Promise<LastCartRecord | null>;
  saveLastCart: (cart: Cart) => Promise<void>;
}

/** What the merge leaves: the cart to use from now on, and whether the drawer opens. */
export interface MergeOutcome {
  cart: Cart | null;
  openDrawer: boolean;
}

/**
 * Merge on login (spec 1 §4): the saved last cart is loaded; items of the current cart not already in
 * it are added with quantity 1; non-members get the membership line; the drawer opens. With no saved
 * cart (or one that can no longer be read) the current cart is saved and the drawer opens. With no
 * cart at all there is nothing to save or show.
 */
export async function mergeOnLogin(deps: MergeDeps, current: Cart | null, isMember: boolean): Promise<MergeOutcome> {
  const record = await deps.fetchLastCart();
  const saved = record && record.storefront_id !== current?.id ? (await deps.client.get(record.storefront_id)).cart : null;
  const plan = planMergeOnLogin({
    savedLines: saved ? mergeLines(saved) : null,
    currentLines: mergeLines(current),
    isMember,
    membershipMerchandiseId: variantGid(DEFAULT_MEMBERSHIP_PLAN.variantId),
  });
  if (plan.action === "save_current" || !saved) {
    if (!current) return { cart: null, openDrawer: false };
    await deps.saveLastCart(current);
    return { cart: current, openDrawer: plan.openDrawer };
  }
  if (plan.add.length === 0) return { cart: saved, openDrawer: plan.openDrawer };
  const merged = await deps.client.addLines(saved.id, plan.add.map((line) => lineInputFor(line.merchandiseId)));
  return { cart: merged.cart ?? saved, openDrawer: plan.openDrawer };
}

/** Spec 1 §4 points toggle: on sets pointsApplied and numberOfPointsApplied from the profile, off sets both to 0 (as strings, §5). */
export function pointsAttributes(on: boolean, profile: Pick<CartProfile, "points" | "pointsValueCents">) {
  return [
    { key: "pointsApplied", value: on ? amountAttribute(profile.pointsValueCents) : "0" },
    { key: "numberOfPointsApplied", value: on ? String(profile.points) : "0" },
  ];
}

/** Whether the points toggle shows as on: both attributes set above 0. */
export function pointsAreApplied(cart: Cart | null): boolean {
  const get = (key: string) => Number(cart?.attributes.find((a) => a.key === key)?.value ?? "0");
  return get("pointsApplied") > 0 && get("numberOfPointsApplied") > 0;
}

/** The gift cards on the cart named by their last 4 characters: what a gift-card update sends to keep them (§5). */
export function keptGiftCardEntries(cart: Cart | null, exceptIds: readonly string[] = []): string[] {
  return (cart?.giftCards ?? []).filter((card) => !exceptIds.includes(card.id)).map((card) => card.lastCharacters);
}

/** Which applied cards come from the wallet, matched by their last 4 characters (spec 1 §5). */
export function walletCardIds(cart: Cart | null, walletCodes: readonly string[]): string[] {
  const lasts = new Set(walletCodes.map(giftCardLastCharacters));
  return (cart?.giftCards ?? []).filter((card) => lasts.has(card.lastCharacters.toUpperCase())).map((card) => card.id);
}

/** Whether the store-credit toggle shows as on: a wallet card is applied. */
export function storeCreditIsApplied(cart: Cart | null, walletCodes: readonly string[]): boolean {
  return walletCodes.length > 0 && walletCardIds(cart, walletCodes).length > 0;
}

/**
 * The gift-card codes to send for the store-credit toggle: on adds the wallet's codes to the cards
 * already applied; off keeps every applied card but the wallet's.
 */
export function storeCreditCodes(on: boolean, cart: Cart | null, walletCodes: readonly string[]): string[] {
  if (!on) return keptGiftCardEntries(cart, walletCardIds(cart, walletCodes));
  const applied = new Set((cart?.giftCards ?? []).map((card) => card.lastCharacters.toUpperCase()));
  const added = walletCodes.map(normalizeGiftCardCode).filter((code) => !applied.has(giftCardLastCharacters(code)));
  return [...keptGiftCardEntries(cart), ...added];
}

/** Spec 1 §4: store credit is blocked (gift-for-you flag) by the profile's totals and the cart subtotal. */
export function storeCreditBlocked(cart: Cart | null, profile: CartProfile): boolean {
  return isGiftForYouBlocked({
    giftCardTotalCents: profile.giftCardTotalCents,
    giftForYouTotalCents: profile.giftForYouTotalCents,
    cartSubtotalCents: cart?.subtotalCents ?? 0,
    minDollarAmount: profile.giftForYouMinDollars,
  });
}
