import { describe, expect, it } from "vitest";
import { niceStepCents } from "../../../lib/chart-scale.ts";
import { labelledIndexes, monthLabel, priceChangeLabel, priceHistoryGeometry } from "./price-history-scale.ts";

const BOX = { width: 600, height: 200, padding: { left: 50, right: 10, top: 10, bottom: 30 } };

describe("the price-over-time chart's scale", () => {
  it("reads prices in round steps", () => {
    expect(niceStepCents(200_000, 4)).toBe(50_000);
    expect(niceStepCents(90_000, 4)).toBe(25_000);
    expect(niceStepCents(0, 4)).toBe(100);
  });

  it("spreads months by time and prices between round ticks, the reference price included", () => {
    const g = priceHistoryGeometry(
      [
        { date: "2026-03-01", price_cents: 420_000, sales: 3 },
        { date: "2026-01-01", price_cents: 400_000, sales: 2 },
        { date: "2026-04-01", price_cents: 450_000, sales: 4 },
      ],
      BOX,
      380_000,
    );
    expect(g.points.map((p) => p.date)).toEqual(["2026-01-01", "2026-03-01", "2026-04-01"]);
    expect(g.points[0]!.x).toBe(50);
    expect(g.points[2]!.x).toBe(590);
    expect(g.ticks[0]!.valueCents).toBeLessThanOrEqual(380_000);
    expect(g.ticks.at(-1)!.valueCents).toBeGreaterThanOrEqual(450_000);
    expect(g.ticks[0]!.y).toBe(g.floor);
    expect(g.yOf(380_000)).not.toBeNull();
    expect(g.yOf(10_000_000)).toBeNull();
    expect(g.line.startsWith("M50 ")).toBe(true);
  });

  it("draws a flat or single month in the middle, and nothing for no history", () => {
    const flat = priceHistoryGeometry([{ date: "2026-02-01", price_cents: 300_000, sales: 1 }], BOX);
    expect(flat.points[0]!.x).toBe(320);
    expect(flat.ticks.length).toBeGreaterThan(1);
    expect(priceHistoryGeometry([], BOX).points).toEqual([]);
  });

  it("labels months and the change in words", () => {
    expect(monthLabel("2026-03-01")).toBe("Mar 2026");
    expect(priceChangeLabel([{ date: "2026-01-01", price_cents: 400_000, sales: 1 }, { date: "2026-06-01", price_cents: 440_000, sales: 1 }])).toBe("up 10%");
    expect(priceChangeLabel([{ date: "2026-01-01", price_cents: 400_000, sales: 1 }])).toBeNull();
    expect([...labelledIndexes(12, 6)].sort((a, b) => a - b)).toEqual([1, 3, 5, 7, 9, 11]);
  });
});
