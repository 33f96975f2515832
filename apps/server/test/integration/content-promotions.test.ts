import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../src/db/transaction.ts";
import { seedDemoPromotions } from "../../src/modules/content/demo-promotions.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createShopper } from "./catalog-member-fixtures.ts";
import { recordOrder } from "./tiers-fixtures.ts";

let t: TestApp;
type Headers = Record<string, string>;
let silver: Headers, gold: Headers, diamond: Headers, shopper: Headers, b2b: Headers, newcomer: Headers, member: Headers;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoPromotions(t.context.db, t.clock.now())).toBe(14);
  expect(await seedDemoPromotions(t.context.db, t.clock.now())).toBe(0);
  const withSpend = async (cents: number) => {
    const user = await createShopper(t);
    if (cents > 0) await recordOrder(t, user.id, cents, 3);
    return user.headers;
  };
  [silver, gold, diamond, shopper, newcomer] = await Promise.all([withSpend(2_500_00), withSpend(5_000_00), withSpend(10_000_00), withSpend(100_00), withSpend(0)]);
  const business = await createShopper(t);
  await inTransaction(t.context.db, (tx) => tx.db.updateTable("users").set({ is_b2b: 1 }).where("id", "=", business.id).execute());
  b2b = business.headers;
  member = (await createShopper(t, "active")).headers;
});
afterAll(async () => {
  await t.close();
});

const ids = async (url: string, headers: Headers = {}) => {
  const response = await t.app.inject({ method: "GET", url, headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { results: Array<{ id: string }> }).results.map((r) => r.id);
};

describe("promo messages (spec 2 §5) at GET /api/v6/shop/promo-message/", () => {
  it("shows a visitor the messages for everyone, at most 2, by placement", async () => {
    expect(await ids("/api/v6/shop/promo-message/?placement=pdp")).toEqual(["promo-sale", "promo-welcome"]);
    expect(await ids("/api/v6/shop/promo-message/?placement=cart")).toEqual(["promo-sale"]);
  });
  it("the WELCOME10 welcome offer reaches visitors and signed-in newcomers who never bought, never members or customers who bought", async () => {
    expect(await ids("/api/v6/shop/promo-message/?placement=pdp", newcomer)).toEqual(["promo-sale", "promo-welcome"]);
    expect(await ids("/api/v6/shop/promo-message/?placement=pdp", member)).toEqual(["promo-sale"]);
    expect(await ids("/api/v6/shop/promo-message/?placement=pdp", shopper)).toEqual(["promo-sale"]);
  });
  it("a tier's message reaches that rank and above; a selected-tier-only message that rank alone", async () => {
    expect(await ids("/api/v6/shop/promo-message/?placement=cart", silver)).toEqual(["promo-sale", "promo-silver"]);
    expect(await ids("/api/v6/shop/promo-message/?placement=cart", gold)).toEqual(["promo-sale", "promo-gold"]);
    expect(await ids("/api/v6/shop/promo-message/?placement=cart", diamond)).toEqual(["promo-sale", "promo-gold"]);
  });
  it("b2b users see b2b messages only; paid-promo messages need the paid-promo flag", async () => {
    expect(await ids("/api/v6/shop/promo-message/?placement=plp", b2b)).toEqual(["promo-b2b"]);
    expect(await ids("/api/v6/shop/promo-message/?placement=cart&paid_promo=1")).toEqual(["promo-sale", "promo-paid"]);
    expect(await ids("/api/v6/shop/promo-message/?placement=cart&paid_promo=false")).toEqual(["promo-sale"]);
    // The storefront's loaders and cart drawer send paid_promo=true for a paid-campaign session (decision 031), and nothing otherwise.
    expect(await ids("/api/v6/shop/promo-message/?placement=cart&paid_promo=true")).toEqual(["promo-sale", "promo-paid"]);
    expect(await ids("/api/v6/shop/promo-message/?placement=cart")).toEqual(["promo-sale"]);
  });
  it("messages outside their dates are gone", async () => {
    t.clock.advance(31 * 86_400_000);
    expect(await ids("/api/v6/shop/promo-message/?placement=pdp")).toEqual([]);
    t.clock.advance(-31 * 86_400_000);
  });
  it("refuses an unknown placement with a 400 naming the field", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v6/shop/promo-message/?placement=home" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "placement" });
  });
});

describe("banners, disclaimers and rewards offers", () => {
  it("serves the active banners at GET /api/v6/get-banners/", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/v6/get-banners/?key=home" })).json() as { results: Array<{ id: string; is_active: boolean; href: string }> };
    expect(body.results).toMatchObject([{ id: "banner-sale", is_active: true, href: "/collections/all-bags" }]);
  });
  it("dated disclaimers show to users reaching their minimum tier; member pricing states the thresholds", async () => {
    const visitor = (await t.app.inject({ method: "GET", url: "/api/v6/shop/promo-disclaimers/" })).json() as { results: Array<{ id: string; message: string }> };
    expect(visitor.results.map((d) => d.id)).toEqual(["disclaimer-member-pricing"]);
    expect(visitor.results[0]!.message).toContain("5% off each item, with a minimum of $50 and a maximum of $300 per item");
    expect(await ids("/api/v6/shop/promo-disclaimers/", shopper)).toEqual(["disclaimer-member-pricing", "disclaimer-referral"]);
  });
  it("rewards offers follow spec 1 §6: visitors not logged-in-only, new-customer rank 0, tier-gated from the tier, others below rank 5", async () => {
    expect(await ids("/api/v6/shop/rewards-offers/")).toEqual(["offer-first-order", "offer-newsletter"]);
    expect(await ids("/api/v6/shop/rewards-offers/", newcomer)).toEqual(["offer-first-order", "offer-points", "offer-newsletter"]);
    expect(await ids("/api/v6/shop/rewards-offers/", silver)).toEqual(["offer-points", "offer-newsletter"]);
    expect(await ids("/api/v6/shop/rewards-offers/", gold)).toEqual(["offer-gold-preview", "offer-points", "offer-newsletter"]);
    expect(await ids("/api/v6/shop/rewards-offers/", diamond)).toEqual(["offer-gold-preview"]);
  });
});
