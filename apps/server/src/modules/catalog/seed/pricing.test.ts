import { CLEARANCE_TIERS } from "@maison/domain/catalog/tag";
import { describe, expect, it } from "vitest";
import { createRng } from "./prng.ts";
import { clearanceOriginal, estimatedRetail, percentOff, priceDropOriginal, priceInRange, roundPrice, tierFloorPercent } from "./pricing.ts";

describe("pricing", () => {
  it("rounds to $5 under $1,000, $10 under $10,000 and $50 above", () => {
    expect(roundPrice(123_49)).toBe(125_00);
    expect(roundPrice(4_326_00)).toBe(4_330_00);
    expect(roundPrice(12_374_00)).toBe(12_350_00);
  });

  it("stays inside the range whatever the position", () => {
    const rng = createRng(1);
    for (let i = 0; i < 2_000; i++) {
      const price = priceInRange([180, 500], rng.next() * 1.4 - 0.2, rng);
      expect(price).toBeGreaterThanOrEqual(180_00);
      expect(price).toBeLessThanOrEqual(500_00);
    }
  });

  it("places clearance originals so the reduction lands inside each tier, even on small prices", () => {
    const rng = createRng(2);
    for (const tier of CLEARANCE_TIERS) {
      for (let i = 0; i < 500; i++) {
        const price = roundPrice(Math.round(rng.between(100, 80_000) * 100));
        const off = percentOff(price, clearanceOriginal(price, tier, rng));
        expect(off).toBeGreaterThan(tierFloorPercent(tier));
        expect(off).toBeLessThanOrEqual(tier.maxPercent);
      }
    }
  });

  it("sets price-drop originals above the price and retail above both", () => {
    const rng = createRng(3);
    for (let i = 0; i < 1_000; i++) {
      const price = roundPrice(Math.round(rng.between(150, 150_000) * 100));
      const original = priceDropOriginal(price, rng);
      expect(original).toBeGreaterThan(price);
      expect(estimatedRetail(price, original, rng.chance(0.5), rng)).toBeGreaterThan(original);
    }
  });
});
