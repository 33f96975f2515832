import { describe, expect, it } from "vitest";
import { cycleLabel, formatDate, formatDollars, planLabel, statusLabel, statusTone } from "./membership-status.ts";

describe("membership status words (spec 1 §4)", () => {
  it("reads active and active_initial_access as an active member", () => {
    expect(statusLabel("active")).toBe("Active");
    expect(statusLabel("active_initial_access")).toBe("Active");
    expect(statusTone("active_initial_access")).toBe("member");
  });

  it("tells skipped, suspended and cancelled apart, and no status as not a member", () => {
    expect([statusLabel("skipped"), statusTone("skipped")]).toEqual(["Skipping this cycle", "paused"]);
    expect([statusLabel("suspended"), statusTone("suspended")]).toEqual(["Suspended", "ended"]);
    expect([statusLabel("cancelled"), statusTone("cancelled")]).toEqual(["Cancelled", "ended"]);
    expect([statusLabel(null), statusTone(null)]).toEqual(["Not a member", "ended"]);
  });
});

describe("billing cycle and plan words", () => {
  it("treats anything but yearly as monthly (spec 1 §4)", () => {
    expect(cycleLabel("yearly")).toBe("Yearly");
    expect(cycleLabel("monthly")).toBe("Monthly");
    expect(cycleLabel("weekly")).toBe("Monthly");
    expect(cycleLabel(null)).toBe("Monthly");
    expect(cycleLabel("one_off")).toBe("One-off");
  });

  it("says the plan as a price per period", () => {
    expect(planLabel(50, "monthly")).toBe("$50 a month");
    expect(planLabel(1000, "yearly")).toBe("$1,000 a year");
    expect(planLabel(500, "one_off")).toBe("$500 once");
  });

  it("writes dollars with cents only when there are some", () => {
    expect(formatDollars(1020)).toBe("$1,020");
    expect(formatDollars(5.1)).toBe("$5.10");
    expect(formatDollars(-25)).toBe("-$25");
  });

  it("writes dates in words, in UTC", () => {
    expect(formatDate("2026-04-30")).toBe("April 30, 2026");
    expect(formatDate("2026-04-30T23:30:00.000Z")).toBe("April 30, 2026");
    expect(formatDate("not a date")).toBe("not a date");
  });
});
