import { describe, expect, it } from "vitest";
import { comparable, comparables, CLASSIC_FLAP } from "./comparable-fixtures.ts";
import { COMPARABLE_LOOKBACK_DAYS, MAX_COMPARABLES, MIN_COMPARABLES, selectComparables } from "./comparable-selection.ts";

const NOW = new Date("2026-06-15T00:00:00.000Z");

describe("comparable selection widens the match until there are enough", () => {
  it("stays with the same model, style and size when it holds five", () => {
    expect(MIN_COMPARABLES).toBe(5);
    const selection = selectComparables(CLASSIC_FLAP, [...comparables(5), ...comparables(10, { style: "Lambskin" })], NOW);
    expect(selection?.level).toBe("sku");
    expect(selection?.used).toHaveLength(5);
  });

  it("widens to model and size, then model, then designer and item type", () => {
    const four = comparables(4);
    const lambskin = comparables(1, { style: "Lambskin" });
    expect(selectComparables(CLASSIC_FLAP, [...four, ...lambskin], NOW)?.level).toBe("model_size");
    const jumbo = comparables(1, { size: "Jumbo", style: "Lambskin" });
    expect(selectComparables(CLASSIC_FLAP, [...comparables(3), ...jumbo, ...comparables(1, { size: "Small" })], NOW)?.level).toBe("model");
    const boyBags = comparables(5, { model: "Boy Bag", size: "Small" });
    expect(selectComparables(CLASSIC_FLAP, [...comparables(2), ...boyBags], NOW)?.level).toBe("designer_item_type");
  });

  it("never crosses designers or item types", () => {
    const other = [...comparables(6, { designer: "Dior", model: "Lady Dior" }), ...comparables(6, { category: "shoes", model: null })];
    expect(selectComparables(CLASSIC_FLAP, other, NOW)).toBeNull();
  });

  it("falls back to the widest level with any when none holds five", () => {
    const selection = selectComparables(CLASSIC_FLAP, [...comparables(1), ...comparables(2, { model: "Boy Bag" })], NOW);
    expect(selection?.level).toBe("designer_item_type");
    expect(selection?.used).toHaveLength(3);
  });

  it("ignores sales older than two years and anything after now, but keeps the older ones for the price history", () => {
    expect(COMPARABLE_LOOKBACK_DAYS).toBe(730);
    const old = comparable({ date: "2024-06-01T00:00:00.000Z" });
    const future = comparable({ date: "2026-06-16T00:00:00.000Z" });
    const selection = selectComparables(CLASSIC_FLAP, [...comparables(5), old, future], NOW);
    expect(selection?.used.map((c) => c.id)).not.toContain(old.id);
    expect(selection?.used.map((c) => c.id)).not.toContain(future.id);
    expect(selection?.history.map((c) => c.id)).toContain(old.id);
    expect(selection?.history.map((c) => c.id)).not.toContain(future.id);
  });

  it("draws the price over time from the whole model, whatever the match", () => {
    const jumbo = comparables(3, { size: "Jumbo", style: "Lambskin" });
    const selection = selectComparables(CLASSIC_FLAP, [...comparables(5), ...jumbo], NOW);
    expect(selection?.level).toBe("sku");
    expect(selection?.used).toHaveLength(5);
    expect(selection?.history).toHaveLength(8);
  });

  it("uses the newest forty, newest first", () => {
    const selection = selectComparables(CLASSIC_FLAP, comparables(50), NOW);
    expect(selection?.used).toHaveLength(MAX_COMPARABLES);
    expect(selection?.used[0]?.date).toBe("2026-06-01T00:00:00.000Z");
  });
});
