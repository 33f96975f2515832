import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDiscountError } from "@maison/domain/cart/discount-code";
import { completeCheckout, fillCheckout, listedProduct, signedIn } from "../support/checkout-fixtures.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createShopper } from "./catalog-member-fixtures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely);
});
afterAll(async () => {
  await t.close();
});

const today = () => ({ month: t.clock.now().getUTCMonth() + 1, day: t.clock.now().getUTCDate() });
const setDay = (headers: Record<string, string>, body: unknown) => t.app.inject({ method: "PUT", url: "/api/v6/my-account/special-day/", headers, payload: body as object });
type Special = { percentage: number; code: string; expiration_date: string } | null;
const profileSpecial = async (headers: Record<string, string>) =>
  ((await t.app.inject({ method: "GET", url: "/api/v6/my-account/", headers })).json() as { tier: { special_discount: Special } }).tier.special_discount;

describe("the special-day discount: a personal code with an expiry (spec 2 §1, §3)", () => {
  it("a member whose day is near gets one code on the profile, usable once and by them alone", async () => {
    const user = await createShopper(t, "active");
    const member = signedIn(user, { member: true });
    expect(await profileSpecial(user.headers)).toBeNull();
    const saved = await setDay(user.headers, today());
    expect(saved.statusCode).toBe(200);
    const special = (saved.json() as { special_discount: Special }).special_discount!;
    expect(special).toMatchObject({ percentage: 5, code: expect.stringMatching(/^DAY-[A-Z2-9]{8}$/) });
    expect(Date.parse(special.expiration_date) - t.clock.now().getTime()).toBeGreaterThan(13 * 86_400_000);
    expect(await profileSpecial(user.headers)).toEqual(special);

    // Someone else cannot use it: it is unknown to them.
    const other = signedIn(await createShopper(t));
    const bag = await listedProduct(t, { price_cents: 1_000_00 });
    const refused = await t.context.services.cart.create({ lines: [{ merchandiseId: bag.variant_id }], discountCodes: [special.code] }, other.viewer);
    expect(parseDiscountError(refused.userErrors[0]!.message)).toMatchObject({ code: "discount_not_found" });

    const { cart } = await t.context.services.cart.create({ lines: [{ merchandiseId: bag.variant_id }], discountCodes: [special.code] }, member.viewer);
    // $1,000 at the member price ($950), then 5 % of it.
    expect(cart!.discountCodes).toEqual([{ code: special.code, applicable: true }]);
    expect(cart!.lines[0]!.discountAllocations.map((a) => [a.title, a.amountCents])).toEqual([["Member price", 50_00], ["Special-day 5% off", 47_50]]);
    await fillCheckout(t, cart!.id, member);
    expect((await completeCheckout(t, cart!.id, member)).statusCode).toBe(200);

    const again = await listedProduct(t, { price_cents: 700_00 });
    const second = await t.context.services.cart.create({ lines: [{ merchandiseId: again.variant_id }], discountCodes: [special.code] }, member.viewer);
    expect(parseDiscountError(second.userErrors[0]!.message)).toMatchObject({ code: "discount_usage_limit" });
  });

  it("non-members get none; far from the day there is none; a wrong day is a 400 naming the field; visitors get a 401", async () => {
    const plain = await createShopper(t);
    expect(((await setDay(plain.headers, today())).json() as { special_discount: Special }).special_discount).toBeNull();
    const member = await createShopper(t, "active");
    const far = new Date(t.clock.now().getTime() + 120 * 86_400_000);
    expect(((await setDay(member.headers, { month: far.getUTCMonth() + 1, day: far.getUTCDate() })).json() as { special_discount: Special }).special_discount).toBeNull();
    const wrong = await setDay(member.headers, { month: 2, day: 30 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "special_day_invalid", field: "day" });
    expect((await setDay({}, today())).statusCode).toBe(401);
  });

  it("one user's special day is theirs: another user's calls never show or change it", async () => {
    const alice = await createShopper(t, "active");
    const bob = await createShopper(t, "active");
    await setDay(alice.headers, { month: 3, day: 14 });
    await setDay(bob.headers, { month: 9, day: 2 });
    const read = async (headers: Record<string, string>) => (await t.app.inject({ method: "GET", url: "/api/v6/my-account/special-day/", headers })).json();
    expect(await read(alice.headers)).toMatchObject({ month: 3, day: 14 });
    expect(await read(bob.headers)).toMatchObject({ month: 9, day: 2 });
  });

  it("with a special-day discount a member sees at most 1 promo message", async () => {
    const { seedDemoPromotions } = await import("../../src/modules/content/demo-promotions.ts");
    await seedDemoPromotions(t.context.db, t.clock.now());
    // A second message every member sees beside the sale (the demo's WELCOME10 is for newcomers only).
    const { insertPromoMessage } = await import("../../src/modules/content/content.repository.ts");
    const now = t.clock.now();
    await insertPromoMessage(t.context.db.kysely, {
      id: "promo-members",
      position: 7,
      message: "Members: free returns on every piece this month.",
      tag: null,
      discount_code: null,
      show_in_pdp: 1,
      show_in_plp: 1,
      show_in_cart: 1,
      tier: null,
      applies_only_to_selected_tier: 0,
      is_b2b: 0,
      is_paid_promo: 0,
      start_date: new Date(now.getTime() - 86_400_000).toISOString(),
      end_date: new Date(now.getTime() + 86_400_000).toISOString(),
      created_at: now.toISOString(),
    });
    const user = await createShopper(t, "active");
    const before = (await t.app.inject({ method: "GET", url: "/api/v6/shop/promo-message/?placement=pdp", headers: user.headers })).json() as { results: unknown[] };
    expect(before.results).toHaveLength(2);
    await setDay(user.headers, today());
    const after = (await t.app.inject({ method: "GET", url: "/api/v6/shop/promo-message/?placement=pdp", headers: user.headers })).json() as { results: unknown[] };
    expect(after.results).toHaveLength(1);
  });
});
