import { describe, expect, it } from "vitest";
import { NAMED_TIERS, spendCentsOfProfile, tierByKey, tierProgress } from "./tier-progress.ts";

describe("tier progress by trailing 12-month spend (spec 2 §9)", () => {
  it("names Bronze $500, Silver $2,500, Gold $5,000 and Diamond $10,000", () => {
    expect(NAMED_TIERS.map((t) => [t.name, t.minSpendCents])).toEqual([
      ["Bronze", 500_00],
      ["Silver", 2_500_00],
      ["Gold", 5_000_00],
      ["Diamond", 10_000_00],
    ]);
  });

  it("counts a new customer from $0 towards Bronze", () => {
    expect(tierProgress(0)).toMatchObject({ current: { key: "new" }, next: { key: "bronze" }, neededCents: 500_00, percent: 0 });
    expect(tierProgress(125_00)).toMatchObject({ current: { key: "shopper" }, next: { key: "bronze" }, neededCents: 375_00, percent: 25 });
  });

  it("measures from the current threshold to the next", () => {
    expect(tierProgress(1_500_00)).toMatchObject({ current: { key: "bronze" }, next: { key: "silver" }, neededCents: 1_000_00, percent: 50 });
    expect(tierProgress(5_000_00)).toMatchObject({ current: { key: "gold" }, next: { key: "diamond" }, neededCents: 5_000_00, percent: 0 });
  });

  it("never shows a full bar before the threshold is reached", () => {
    expect(tierProgress(2_499_99)).toMatchObject({ current: { key: "bronze" }, neededCents: 1, percent: 99 });
  });

  it("stops at Diamond with nothing left to spend", () => {
    expect(tierProgress(10_000_00)).toMatchObject({ current: { key: "diamond" }, next: null, neededCents: 0, percent: 100 });
    expect(tierProgress(25_000_00).next).toBeNull();
  });

  it("reads a negative spend as none", () => {
    expect(tierProgress(-5_00)).toMatchObject({ current: { key: "new" }, neededCents: 500_00 });
  });

  it("finds a tier by its key", () => {
    expect(tierByKey("gold")?.name).toBe("Gold");
    expect(tierByKey("platinum")).toBeNull();
  });

  it("reads the profile's spend_12m: $600 is Bronze with $1,900 to Silver", () => {
    expect(spendCentsOfProfile(600)).toBe(600_00);
    expect(spendCentsOfProfile(123.45)).toBe(123_45);
    expect(spendCentsOfProfile(0.1 + 0.2)).toBe(30);
    expect(spendCentsOfProfile(undefined)).toBeNull();
    expect(tierProgress(spendCentsOfProfile(600)!)).toMatchObject({ current: { key: "bronze" }, next: { key: "silver" }, neededCents: 1_900_00, percent: 5 });
  });
});
