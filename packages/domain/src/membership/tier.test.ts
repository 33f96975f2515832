import { describe, expect, it } from "vitest";
import { isMemberStatus } from "./membership-status.ts";
import { isPremium, tierForSpend } from "./tier.ts";

describe("tiers by trailing 12-month spend (spec 2 §9)", () => {
  it("starts at rank 0 for a new customer", () => {
    expect(tierForSpend(0)).toMatchObject({ key: "new", rank: 0 });
  });
  it("reaches Bronze at $500, Silver at $2,500, Gold at $5,000 and Diamond at $10,000", () => {
    expect(tierForSpend(499_99).key).toBe("shopper");
    expect(tierForSpend(500_00).key).toBe("bronze");
    expect(tierForSpend(2_500_00).key).toBe("silver");
    expect(tierForSpend(5_000_00).key).toBe("gold");
    expect(tierForSpend(9_999_99).key).toBe("gold");
    expect(tierForSpend(10_000_00).key).toBe("diamond");
  });
  it("treats rank above 4 or b2b as premium (spec 1 §6)", () => {
    expect(isPremium(4, false)).toBe(false);
    expect(isPremium(5, false)).toBe(true);
    expect(isPremium(0, true)).toBe(true);
  });
});

describe("membership status (spec 1 §4)", () => {
  it("counts active and active_initial_access as member only", () => {
    expect(isMemberStatus("active")).toBe(true);
    expect(isMemberStatus("active_initial_access")).toBe(true);
    for (const s of ["skipped", "suspended", "cancelled", null, undefined, ""]) expect(isMemberStatus(s)).toBe(false);
  });
});

describe("the special-day window (decision 028)", () => {
  it("opens 7 days before the day and ends 14 days after it, across New Year", async () => {
    const { specialDayWindow, isValidMonthDay } = await import("./tier.ts");
    expect(specialDayWindow(6, 15, new Date("2025-06-08T00:00:00Z"))?.year).toBe(2025);
    expect(specialDayWindow(6, 15, new Date("2025-06-07T23:59:59Z"))).toBeNull();
    expect(specialDayWindow(6, 15, new Date("2025-06-29T00:00:00Z"))).toBeNull();
    expect(specialDayWindow(1, 2, new Date("2024-12-28T00:00:00Z"))?.year).toBe(2025);
    expect(specialDayWindow(12, 30, new Date("2025-01-05T00:00:00Z"))?.year).toBe(2024);
    expect(isValidMonthDay(2, 29)).toBe(true);
    expect(isValidMonthDay(2, 30)).toBe(false);
  });
});
