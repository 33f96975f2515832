import { describe, expect, it } from "vitest";
import { pickFromSearch, pickPrice, planFor, plansFor, searchForPick, switchPeriod } from "./membership-plans.ts";

describe("membership plans offered (spec 1 §9)", () => {
  it("offers monthly 50, 100, 250, 500 and yearly 500, 1000, 2500, 5000, never the daily test plans", () => {
    expect(plansFor("monthly").map((p) => p.amountDollars)).toEqual([50, 100, 250, 500]);
    expect(plansFor("yearly").map((p) => p.amountDollars)).toEqual([500, 1000, 2500, 5000]);
    expect([...plansFor("monthly"), ...plansFor("yearly")].some((p) => p.testOnly)).toBe(false);
  });

  it("finds the variant and selling plan of a pick", () => {
    const plan = planFor({ period: "yearly", amount: 1000 });
    expect(plan?.billingCycle).toBe("yearly");
    expect(plan?.sellingPlanId).toMatch(/^gid:\/\/shopify\/SellingPlan\/\d+$/);
    expect(planFor({ period: "monthly", amount: 1000 })).toBeNull();
  });
});

describe("the pick in the page address", () => {
  it("reads a period and amount, falling back to the period's smallest contribution", () => {
    expect(pickFromSearch(new URLSearchParams("plan=yearly&amount=2500"))).toEqual({ period: "yearly", amount: 2500 });
    expect(pickFromSearch(new URLSearchParams("plan=yearly&amount=50"))).toEqual({ period: "yearly", amount: 500 });
    expect(pickFromSearch(new URLSearchParams("plan=daily&amount=100"))).toEqual({ period: "monthly", amount: 100 });
    expect(pickFromSearch(new URLSearchParams(""))).toEqual({ period: "monthly", amount: 50 });
  });

  it("reads a one-off pick: a fixed amount, a custom one within bounds, else $100", () => {
    expect(pickFromSearch(new URLSearchParams("plan=one_off&amount=500"))).toEqual({ period: "one_off", amount: 500 });
    expect(pickFromSearch(new URLSearchParams("plan=one_off&amount=750"))).toEqual({ period: "one_off", amount: 750 });
    expect(pickFromSearch(new URLSearchParams("plan=one_off&amount=20"))).toEqual({ period: "one_off", amount: 100 });
    expect(pickFromSearch(new URLSearchParams("plan=one_off&amount=75.5"))).toEqual({ period: "one_off", amount: 100 });
    expect(searchForPick({ period: "one_off", amount: 750 })).toBe("?plan=one_off&amount=750");
  });

  it("writes nothing for the default pick and both values otherwise", () => {
    expect(searchForPick({ period: "monthly", amount: 50 })).toBe("");
    expect(searchForPick({ period: "yearly", amount: 500 })).toBe("?plan=yearly&amount=500");
  });
});

describe("switching period", () => {
  it("keeps the rank of the contribution", () => {
    expect(switchPeriod({ period: "monthly", amount: 100 }, "yearly")).toEqual({ period: "yearly", amount: 1000 });
    expect(switchPeriod({ period: "yearly", amount: 5000 }, "monthly")).toEqual({ period: "monthly", amount: 500 });
    expect(switchPeriod({ period: "monthly", amount: 250 }, "monthly")).toEqual({ period: "monthly", amount: 250 });
    expect(switchPeriod({ period: "monthly", amount: 100 }, "one_off")).toEqual({ period: "one_off", amount: 500 });
    expect(switchPeriod({ period: "yearly", amount: 5000 }, "one_off")).toEqual({ period: "one_off", amount: 1000 });
    expect(switchPeriod({ period: "one_off", amount: 750 }, "yearly")).toEqual({ period: "yearly", amount: 500 });
  });

  it("has no plan variant for a one-off pick (it goes through the one-off checkout)", () => {
    expect(planFor({ period: "one_off", amount: 500 })).toBeNull();
  });

  it("says the price in words", () => {
    expect(pickPrice({ period: "monthly", amount: 50 })).toBe("$50 a month");
    expect(pickPrice({ period: "yearly", amount: 2500 })).toBe("$2,500 a year");
    expect(pickPrice({ period: "one_off", amount: 1200 })).toBe("$1,200 once");
  });
});
