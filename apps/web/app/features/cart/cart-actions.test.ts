import { describe, expect, it } from "vitest";
import { DEFAULT_MEMBERSHIP_PLAN } from "@maison/domain/cart/special-lines";
import {
  addLinesOrCreate,
  lineInputFor,
  mergeOnLogin,
  pointsAttributes,
  pointsAreApplied,
  storeCreditBlocked,
  storeCreditCodes,
} from "./cart-actions.ts";
import type { Cart } from "./cart-model.ts";
import type { CartProfile } from "./cart-profile.ts";
import { testCart, testLine } from "./cart-test-fixtures.ts";
import type { CartCallResult, CartLineInput, StorefrontCartClient } from "./storefront-client.ts";

/** A cart client over a map of carts that records every call, for exercising the orchestration. */
function recordingClient(carts: Map<string, Cart>, options: { rejectAddTo?: string } = {}) {
  const calls: string[] = [];
  let next = 1;
  const ok = (cart: Cart): CartCallResult => ({ cart, userErrors: [] });
  const withLines = (cart: Cart, lines: CartLineInput[]): Cart => ({
    ...cart,
    lines: [
      ...cart.lines,
      ...lines.map((l, i) => testLine({ id: `${cart.id}-new-${cart.lines.length + i}`, merchandiseId: l.merchandiseId, sellingPlanId: l.sellingPlanId ?? null })),
    ],
  });
  const client: Partial<StorefrontCartClient> = {
    async get(id) {
      calls.push(`get ${id}`);
      return { cart: carts.get(id) ?? null, userErrors: [] };
    },
    async create(input) {
      const id = `gid://shopify/Cart/new${next++}`;
      calls.push(`create ${id} ${(input.lines ?? []).map((l) => l.merchandiseId).join(",")} ${input.buyerIdentity?.email ?? ""}`.trim());
      const cart = withLines(testCart({ id }), input.lines ?? []);
      carts.set(id, cart);
      return ok(cart);
    },
    async addLines(id, lines) {
      calls.push(`add ${id} ${lines.map((l) => `${l.merchandiseId}${l.sellingPlanId ? `@${l.sellingPlanId}` : ""}`).join(",")}`);
      const cart = carts.get(id);
      if (!cart || id === options.rejectAddTo) return { cart: null, userErrors: [{ field: ["cartId"], message: "The specified cart does not exist.", code: "INVALID" }] };
      const updated = withLines(cart, lines);
      carts.set(id, updated);
      return ok(updated);
    },
  };
  return { client: client as StorefrontCartClient, calls };
}

const V = (n: number) => `gid://shopify/ProductVariant/${n}`;
const MEMBERSHIP = V(Number(DEFAULT_MEMBERSHIP_PLAN.variantId));

describe("adding an item (spec 1 §4)", () => {
  it("adds to the existing cart first", async () => {
    const carts = new Map([["gid://shopify/Cart/a", testCart({ id: "gid://shopify/Cart/a" })]]);
    const { client, calls } = recordingClient(carts);
    const result = await addLinesOrCreate(client, "gid://shopify/Cart/a", [lineInputFor("7")]);
    expect(calls).toEqual([`add gid://shopify/Cart/a ${V(7)}`]);
    expect(result.cart?.id).toBe("gid://shopify/Cart/a");
  });

  it("creates a new cart when the cart call returns user errors, or when there is no cart", async () => {
    const { client, calls } = recordingClient(new Map());
    const result = await addLinesOrCreate(client, "gid://shopify/Cart/gone", [lineInputFor("7")], { buyerIdentity: { email: "a@b.co" } });
    expect(calls).toEqual([`add gid://shopify/Cart/gone ${V(7)}`, `create gid://shopify/Cart/new1 ${V(7)} a@b.co`]);
    expect(result.cart?.lines.map((l) => l.merchandiseId)).toEqual([V(7)]);
    await addLinesOrCreate(client, null, [lineInputFor("8")]);
    expect(calls.at(-1)).toBe(`create gid://shopify/Cart/new2 ${V(8)}`);
  });

  it("does not create a cart when the call failed outright (nothing came back)", async () => {
    const failing = { addLines: async () => ({ cart: null, userErrors: null }), create: async () => { throw new Error("must not create"); } } as unknown as StorefrontCartClient;
    expect(await addLinesOrCreate(failing, "gid://shopify/Cart/a", [lineInputFor("7")])).toEqual({ cart: null, userErrors: null });
  });

  it("gives membership plans their selling plan", () => {
    expect(lineInputFor(DEFAULT_MEMBERSHIP_PLAN.variantId)).toEqual({ merchandiseId: MEMBERSHIP, quantity: 1, sellingPlanId: DEFAULT_MEMBERSHIP_PLAN.sellingPlanId });
    expect(lineInputFor("123")).toEqual({ merchandiseId: V(123), quantity: 1 });
  });
});

describe("merge on login (spec 1 §4)", () => {
  const savedId = "gid://shopify/Cart/saved";
  const currentId = "gid://shopify/Cart/current";

  function setup(savedLines: string[] | null, currentLines: string[]) {
    const carts = new Map<string, Cart>();
    if (savedLines) carts.set(savedId, testCart({ id: savedId, lines: savedLines.map((m, i) => testLine({ id: `s${i}`, merchandiseId: m })) }));
    const current = testCart({ id: currentId, lines: currentLines.map((m, i) => testLine({ id: `c${i}`, merchandiseId: m })) });
    carts.set(currentId, current);
    const saves: string[] = [];
    const { client, calls } = recordingClient(carts);
    const deps = {
      client,
      fetchLastCart: async () => (savedLines ? { storefront_id: savedId, checkout_url: "http://x/checkouts/saved" } : null),
      saveLastCart: async (cart: Cart) => void saves.push(cart.id),
    };
    return { deps, current, calls, saves };
  }

  it("adds the current cart's items that the saved cart lacks, with quantity 1, and the membership line for non-members", async () => {
    const { deps, current, calls } = setup([V(1)], [V(1), V(2)]);
    const outcome = await mergeOnLogin(deps, current, false);
    expect(calls).toEqual([`get ${savedId}`, `add ${savedId} ${V(2)},${MEMBERSHIP}@${DEFAULT_MEMBERSHIP_PLAN.sellingPlanId}`]);
    expect(outcome.openDrawer).toBe(true);
    expect(outcome.cart?.id).toBe(savedId);
    expect(outcome.cart?.lines.map((l) => l.merchandiseId)).toEqual([V(1), V(2), MEMBERSHIP]);
  });

  it("adds no membership line for members and nothing when every item is already saved", async () => {
    const { deps, current, calls } = setup([V(1), V(2)], [V(2)]);
    const outcome = await mergeOnLogin(deps, current, true);
    expect(calls).toEqual([`get ${savedId}`]);
    expect(outcome).toMatchObject({ openDrawer: true, cart: { id: savedId } });
  });

  it("saves the current cart when there is no saved one, and opens the drawer", async () => {
    const { deps, current, calls, saves } = setup(null, [V(3)]);
    const outcome = await mergeOnLogin(deps, current, false);
    expect(calls).toEqual([]);
    expect(saves).toEqual([currentId]);
    expect(outcome).toEqual({ cart: current, openDrawer: true });
  });

  it("has nothing to save or show without any cart", async () => {
    const { deps } = setup(null, []);
    expect(await mergeOnLogin(deps, null, false)).toEqual({ cart: null, openDrawer: false });
  });
});

describe("points and store credit (spec 1 §4)", () => {
  const profile: CartProfile = {
    email: "m@x.co",
    isMember: true,
    points: 2500,
    pointsValueCents: 2500,
    giftForYouMinDollars: undefined,
    walletCodes: ["AAAA-BBBB-CCCC-1111", "DDDDEEEEFFFF2222"],
    giftCardTotalCents: 30000,
    giftForYouTotalCents: 0,
  };

  it("sets both points attributes from the profile as strings, and both to 0 when off", () => {
    expect(pointsAttributes(true, profile)).toEqual([
      { key: "pointsApplied", value: "25.00" },
      { key: "numberOfPointsApplied", value: "2500" },
    ]);
    expect(pointsAttributes(false, profile)).toEqual([
      { key: "pointsApplied", value: "0" },
      { key: "numberOfPointsApplied", value: "0" },
    ]);
    expect(pointsAreApplied(testCart({ id: "c", attributes: pointsAttributes(true, profile) }))).toBe(true);
    expect(pointsAreApplied(testCart({ id: "c", attributes: pointsAttributes(false, profile) }))).toBe(false);
  });

  it("applies the wallet's codes beside the cards already on the cart, and removes only the wallet's (matched by last 4)", () => {
    const other = { id: "g9", lastCharacters: "9999", amountUsedCents: 100 };
    const cart = testCart({ id: "c", giftCards: [other] });
    expect(storeCreditCodes(true, cart, profile.walletCodes)).toEqual(["9999", "AAAABBBBCCCC1111", "DDDDEEEEFFFF2222"]);
    const withCredit = testCart({ id: "c", giftCards: [other, { id: "g1", lastCharacters: "1111", amountUsedCents: 500 }] });
    expect(storeCreditCodes(true, withCredit, profile.walletCodes)).toEqual(["9999", "1111", "DDDDEEEEFFFF2222"]);
    expect(storeCreditCodes(false, withCredit, profile.walletCodes)).toEqual(["9999"]);
  });

  it("blocks store credit when it is all gift-for-you credit and the subtotal is at or below the minimum", () => {
    const gfy = { ...profile, giftCardTotalCents: 20000, giftForYouTotalCents: 20000 };
    expect(storeCreditBlocked(testCart({ id: "c", subtotalCents: 100000 }), gfy)).toBe(true);
    expect(storeCreditBlocked(testCart({ id: "c", subtotalCents: 100001 }), gfy)).toBe(false);
    expect(storeCreditBlocked(testCart({ id: "c", subtotalCents: 150000 }), { ...gfy, giftForYouMinDollars: 2000 })).toBe(true);
    expect(storeCreditBlocked(testCart({ id: "c", subtotalCents: 50000 }), profile)).toBe(false);
  });
});
