import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIERS } from "@maison/domain/membership/tier";
import { completeCheckout, fillCheckout, listedProduct, signedIn } from "../support/checkout-fixtures.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createShopper } from "./catalog-member-fixtures.ts";
import { recordOrder as record } from "./tiers-fixtures.ts";

let t: TestApp;
const DAY = 86_400_000;
const recordOrder = (_t: TestApp, userId: string, cents: number, daysAgo: number, state?: string) => record(t, userId, cents, daysAgo, state);

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely);
});
afterAll(async () => {
  await t.close();
});

const profileTier = async (headers: Record<string, string>) =>
  ((await t.app.inject({ method: "GET", url: "/api/v6/my-account/", headers })).json() as { tier: { tier_key: string; rank: number; special_discount: unknown } }).tier;

describe("tiers by trailing 12-month spend of real orders (spec 2 §9)", () => {
  it("a checkout makes a new customer Bronze; old and cancelled orders do not count; more spend reaches Silver", async () => {
    const user = await createShopper(t);
    expect(await profileTier(user.headers)).toMatchObject({ tier_key: "new", rank: 0, special_discount: null });
    const buyer = signedIn(user);
    const bag = await listedProduct(t, { price_cents: 600_00 });
    const { cart } = await t.context.services.cart.create({ lines: [{ merchandiseId: bag.variant_id }] }, buyer.viewer);
    await fillCheckout(t, cart!.id, buyer);
    expect((await completeCheckout(t, cart!.id, buyer)).statusCode).toBe(200);
    expect(await profileTier(user.headers)).toMatchObject({ tier_key: "bronze", rank: 2 });

    await recordOrder(t, user.id, 5_000_00, 400);
    await recordOrder(t, user.id, 5_000_00, 10, "cancelled");
    expect(await profileTier(user.headers)).toMatchObject({ tier_key: "bronze", rank: 2 });
    expect(await t.context.services.tierRanks.rankOf(user.id)).toBe(2);

    await recordOrder(t, user.id, 2_000_00, 300);
    expect(await profileTier(user.headers)).toMatchObject({ tier_key: "silver", rank: 3 });
    // 66 days later the 300-day-old order has left the 12-month window.
    t.clock.advance(66 * DAY);
    expect(await t.context.services.tiers.tierOf(user.id)).toMatchObject({ key: "bronze", rank: 2 });
  });

  it("another user's orders never count toward a shopper's tier", async () => {
    const alice = await createShopper(t);
    const bob = await createShopper(t);
    await recordOrder(t, alice.id, 10_000_00, 1);
    expect(await profileTier(alice.headers)).toMatchObject({ tier_key: "diamond", rank: 5 });
    expect(await profileTier(bob.headers)).toMatchObject({ tier_key: "new", rank: 0 });
  });

  it("search's rank gates read the real spend: a Gold shopper's rank is 4", async () => {
    const gold = await createShopper(t);
    await recordOrder(t, gold.id, 5_000_00, 5);
    expect(await t.context.services.tierRanks.rankOf(gold.id)).toBe(4);
  });

  it("initial data holds the tier config: rank, seller_incentive, lp_item_limit, free shipping, premium; site_credits_percent", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/v6/initial-data/" })).json() as {
      rewards_tiers: Array<{ tier_key: string; rank: number; seller_incentive: number; lp_item_limit: number; free_shipping: boolean; is_premium: boolean; min_spend_cents: number }>;
      site_credits_percent: number;
    };
    expect(body.rewards_tiers.map((r) => [r.tier_key, r.rank, r.min_spend_cents, r.is_premium])).toEqual([
      ["new", 0, 0, false],
      ["shopper", 1, 1, false],
      ["bronze", 2, 500_00, false],
      ["silver", 3, 2_500_00, false],
      ["gold", 4, 5_000_00, false],
      ["diamond", 5, 10_000_00, true],
    ]);
    expect(body.rewards_tiers.find((r) => r.tier_key === "diamond")).toMatchObject({ seller_incentive: 5, lp_item_limit: 5, free_shipping: true });
    expect(body.site_credits_percent).toBe(0.02);
  });
});

describe("the profile's trailing 12-month spend (tier.spend_12m)", () => {
  it("counts the last year's orders in dollars: $600 this year and an order 13 months ago make Bronze with $1,900 to Silver", async () => {
    const user = await createShopper(t);
    const other = await createShopper(t);
    await recordOrder(t, user.id, 250_00, 30);
    await recordOrder(t, user.id, 350_00, 200);
    await recordOrder(t, user.id, 4_000_00, 395);
    await recordOrder(t, other.id, 1_000_00, 5);
    const tier = (await t.app.inject({ method: "GET", url: "/api/v6/my-account/", headers: user.headers })).json() as { tier: { tier_key: string; name: string; rank: number; spend_12m: number } };
    expect(tier.tier).toMatchObject({ tier_key: "bronze", name: "Bronze", rank: 2, spend_12m: 600 });
    const silver = TIERS.find((candidate) => candidate.key === "silver")!;
    expect(silver.minSpendCents - Math.round(tier.tier.spend_12m * 100)).toBe(1_900_00);
    expect(await profileSpend(other.headers)).toBe(1_000);
  });

  it("keeps the cents and is 0 for a new customer", async () => {
    const user = await createShopper(t);
    expect(await profileSpend(user.headers)).toBe(0);
    await recordOrder(t, user.id, 12_345, 3);
    expect(await profileSpend(user.headers)).toBe(123.45);
  });
});

async function profileSpend(headers: Record<string, string>): Promise<number> {
  return ((await t.app.inject({ method: "GET", url: "/api/v6/my-account/", headers })).json() as { tier: { spend_12m: number } }).tier.spend_12m;
}
