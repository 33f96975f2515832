import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { joinThroughCart, shopper, shopPlusCall } from "../support/membership-fixtures.ts";

describe("the /shop-plus/api membership calls", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it("projects a newcomer's balance over 12 months, the same answer each time, and names a bad field", async () => {
    const first = await shopPlusCall(t, "GET", "balance-projection/new/?amount=50&payment_type=monthly", null);
    expect(first.statusCode).toBe(200);
    const points = first.json().balance_projection;
    expect(points).toHaveLength(12);
    expect(points[0]).toMatchObject({ month: 1, contribution: 50, bonus: 1, balance: 51 });
    expect(points[11].balance).toBe(612);
    expect((await shopPlusCall(t, "GET", "balance-projection/new/?amount=50&payment_type=monthly", null)).json()).toEqual(first.json());
    const bad = await shopPlusCall(t, "GET", "balance-projection/new/?amount=75&payment_type=monthly", null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("amount");
    const badType = await shopPlusCall(t, "GET", "balance-projection/new/?amount=50&payment_type=weekly", null);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().field).toBe("payment_type");
  });

  it("projects a member's balance from their rewards credit, signed in only", async () => {
    const ines = await shopper(t);
    expect((await shopPlusCall(t, "GET", "balance-projection/existing/?amount=100", null)).statusCode).toBe(401);
    await joinThroughCart(t, ines);
    const existing = await shopPlusCall(t, "GET", "balance-projection/existing/?amount=100", ines);
    expect(existing.statusCode).toBe(200);
    expect(existing.json().balance_projection[0]).toMatchObject({ contribution: 100, bonus: 2, balance: 51 + 102 });
    const yearly = await shopPlusCall(t, "GET", "balance-projection/existing/?amount=1000", ines);
    expect(yearly.json().balance_projection[11].balance).toBe(51 + 1020);
  });

  it("lists the plans with their cart variants and the five reasons", async () => {
    const plans = (await shopPlusCall(t, "GET", "plans/", null)).json();
    expect(plans.plans.filter((p: { rewards_billing_cycle: string }) => p.rewards_billing_cycle === "monthly").map((p: { amount: number }) => p.amount)).toEqual([50, 100, 250, 500]);
    expect(plans.plans[0].sellingPlanId).toMatch(/^gid:\/\/shopify\/SellingPlan\//);
    expect(plans.cancellation_reasons).toHaveLength(5);
  });

  it("opens a one-off checkout: a cart with the contribution line, reached through a one-time sign-in link", async () => {
    const ines = await shopper(t);
    const bad = await shopPlusCall(t, "POST", "checkout/oneoff/", ines, { amount: "lots" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("amount");
    const response = await shopPlusCall(t, "POST", "checkout/oneoff/", ines, { amount: 100 });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().checkout_web_url);
    expect(url.pathname).toMatch(/^\/account\/login\/multipass\/[A-Za-z0-9_-]{20,}$/);
    const returnTo = url.searchParams.get("return_to")!;
    expect(returnTo).toMatch(/^\/checkouts\/[A-Za-z0-9_-]+$/);
    const redirect = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(returnTo);
    const token = returnTo.split("/").at(-1)!;
    const cart = await t.context.services.cart.get(token, ines.buyer.viewer);
    expect(cart?.lines.map((l) => [l.kind, l.merchandise.priceCents])).toEqual([["membership", 10000]]);
  });
});
