import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { joinThroughCart, ledgerLines, rewardsBalance, rewardsCall, shopper, shopPlusCall } from "../support/membership-fixtures.ts";

describe("joining through the cart", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it("the $50 monthly plan bought with the test card makes the buyer a member with $50 of store credit and a $1 bonus", async () => {
    const ines = await shopper(t);
    const before = await rewardsCall(t, "GET", "is_member/", ines);
    expect(before.json()).toMatchObject({ is_member: false, rewards_membership_status: null, membership: null });

    await joinThroughCart(t, ines);

    const after = (await rewardsCall(t, "GET", "is_member/", ines)).json();
    expect(after).toMatchObject({ is_member: true, rewards_membership_status: "active", membership: { amount: 50, rewards_billing_cycle: "monthly", status: "active", payment_method: { last4: "4242" } } });
    expect(await ledgerLines(t, ines.id)).toEqual(["contribution 5000", "bonus 100"]);
    expect(await rewardsBalance(t, ines.id)).toBe(5100);
    const principal = await t.context.services.sessions.resolve(ines.headers.authorization.replace("Token ", ""), { userAgent: null, ip: null });
    expect(principal?.roles).toContain("member");

    const wallet = (await rewardsCall(t, "GET", "wallet/", ines)).json();
    expect(wallet.rewards_credit).toEqual({ membership_plan: { amount: 50, rewards_billing_cycle: "monthly" }, total_contribution: 50, credits_used: 0, total_bonus: 1, balance: 51 });
    const activity = (await shopPlusCall(t, "GET", "rewards-activity/", ines)).json();
    expect(activity.activity.map((a: { type: string; amount: number }) => `${a.type} ${a.amount}`)).toEqual(["bonus 1", "contribution 50"]);
  });

  it("answers 401 to a visitor on every account call", async () => {
    for (const [method, path] of [["GET", "is_member/"], ["GET", "wallet/"], ["POST", "skip/"]] as const) {
      expect((await rewardsCall(t, method, path, null, method === "POST" ? {} : undefined)).statusCode).toBe(401);
    }
    expect((await shopPlusCall(t, "GET", "rewards-activity/", null)).statusCode).toBe(401);
    expect((await shopPlusCall(t, "POST", "checkout/oneoff/", null, { amount: 100 })).statusCode).toBe(401);
  });
});
