import { describe, expect, it } from "vitest";
import { activityLabel, signedDollars } from "./rewards-activity-format.ts";

describe("rewards activity lines", () => {
  it("names every kind of entry", () => {
    expect(["contribution", "bonus", "spend", "forfeit", "refund"].map((t) => activityLabel(t as never))).toEqual([
      "Contribution",
      "Monthly bonus",
      "Spent on an order",
      "Bonus forfeited",
      "Refunded to card",
    ]);
  });

  it("signs credits and debits", () => {
    expect(signedDollars(50)).toBe("+$50");
    expect(signedDollars(1.02)).toBe("+$1.02");
    expect(signedDollars(-120.5)).toBe("\u2212$120.50");
    expect(signedDollars(0)).toBe("$0");
  });
});
