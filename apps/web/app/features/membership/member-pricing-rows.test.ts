import { describe, expect, it } from "vitest";
import { memberPricingRows } from "./member-pricing-rows.ts";

describe("member pricing bands (spec 1 §9 subscription discount thresholds)", () => {
  it("reads below $1,000 a fixed $50, up to $6,000 5%, above that a fixed $300", () => {
    expect(memberPricingRows()).toEqual([
      { price: "Under $1,000", saving: "$50 off" },
      { price: "$1,000 to $6,000", saving: "5% off" },
      { price: "Over $6,000", saving: "$300 off" },
    ]);
  });
});
