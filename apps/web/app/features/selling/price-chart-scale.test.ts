import { describe, expect, it } from "vitest";
import { labelledIndexes, niceStep, priceChange, priceChartGeometry, type PriceChartBox } from "./price-chart-scale.ts";

const BOX: PriceChartBox = { width: 600, height: 240, padding: { left: 60, right: 20, top: 20, bottom: 40 } };
const month = (m: number, dollars: number) => ({ date: `2025-${String(m).padStart(2, "0")}-01`, priceCents: dollars * 100 });

describe("the price chart's scale", () => {
  it("picks nice steps in whole dollars", () => {
    expect(niceStep(1_234_00, 4)).toBe(500_00);
    expect(niceStep(900_00, 4)).toBe(250_00);
    expect(niceStep(0, 4)).toBe(100);
  });

  it("frames the prices between nice ticks below the lowest and above the highest, not from zero", () => {
    const g = priceChartGeometry([month(1, 4_100), month(2, 4_650), month(3, 5_050)], BOX);
    expect(g.ticks.map((t) => t.valueCents)).toEqual([4_000_00, 4_250_00, 4_500_00, 4_750_00, 5_000_00, 5_250_00]);
    expect(g.ticks[0]!.y).toBe(200);
    expect(g.ticks.at(-1)!.y).toBe(20);
    expect(g.low?.priceCents).toBe(4_100_00);
    expect(g.high?.priceCents).toBe(5_050_00);
  });

  it("spreads dates by the time between them and sorts them", () => {
    const g = priceChartGeometry([month(5, 100), month(1, 100), month(2, 100)], BOX);
    expect(g.points.map((p) => p.date)).toEqual(["2025-01-01", "2025-02-01", "2025-05-01"]);
    expect(g.points[0]!.x).toBe(60);
    expect(g.points[2]!.x).toBe(580);
    // January to February is 31 of the 120 days to May.
    expect(g.points[1]!.x).toBeCloseTo(60 + (31 / 120) * 520, 0);
  });

  it("gives a flat series a band around its price, the line in the middle", () => {
    const g = priceChartGeometry([month(1, 3_000), month(2, 3_000)], BOX);
    expect(g.points[0]!.y).toBe(g.points[1]!.y);
    expect(g.points[0]!.y).toBeGreaterThan(20);
    expect(g.points[0]!.y).toBeLessThan(200);
  });

  it("draws nothing for no points and centres a single one", () => {
    expect(priceChartGeometry([], BOX)).toMatchObject({ points: [], line: "", area: "" });
    expect(priceChartGeometry([month(1, 2_000)], BOX).points[0]!.x).toBe(320);
  });

  it("closes the area on the floor", () => {
    const g = priceChartGeometry([month(1, 1_000), month(2, 1_200)], BOX);
    expect(g.area).toBe(`${g.line} L580 200 L60 200 Z`);
  });
});

describe("what the chart says in words", () => {
  it("is the change from first to last", () => {
    expect(priceChange([month(1, 4_000), month(6, 4_400)])).toBe(10);
    expect(priceChange([month(1, 4_000)])).toBeNull();
  });

  it("labels about six dates, always the last", () => {
    expect([...labelledIndexes(12)].sort((a, b) => a - b)).toEqual([1, 3, 5, 7, 9, 11]);
    expect(labelledIndexes(3).size).toBe(3);
  });
});
