import { describe, expect, it } from "vitest";
import { chartGeometry, niceStepCents, type ChartBox } from "./balance-chart-scale.ts";

const BOX: ChartBox = { width: 640, height: 300, padding: { left: 60, right: 20, top: 20, bottom: 40 } };

describe("nice axis steps", () => {
  it("rounds to 1, 2, 2.5 or 5 times a power of ten dollars", () => {
    expect(niceStepCents(612_00, 4)).toBe(200_00);
    expect(niceStepCents(1_000_00, 4)).toBe(250_00);
    expect(niceStepCents(6_120_00, 4)).toBe(2_000_00);
    expect(niceStepCents(12_240_00, 4)).toBe(5_000_00);
    expect(niceStepCents(40_00, 4)).toBe(10_00);
  });

  it("never goes below a dollar, even for an empty balance", () => {
    expect(niceStepCents(0, 4)).toBe(100);
    expect(niceStepCents(3, 4)).toBe(100);
  });
});

describe("chart geometry", () => {
  const series = Array.from({ length: 12 }, (_, i) => ({ label: `Month ${i + 1}`, balanceCents: (i + 1) * 51_00 }));

  it("spreads twelve months across the plot, first on the left edge and last on the right", () => {
    const g = chartGeometry(series, BOX);
    expect(g.points[0]!.x).toBe(60);
    expect(g.points[11]!.x).toBe(620);
    expect(g.points[1]!.x - g.points[0]!.x).toBeCloseTo(560 / 11, 0);
  });

  it("puts 0 on the baseline and the top tick at the top of the plot", () => {
    const g = chartGeometry(series, BOX);
    expect(g.baseline).toBe(260);
    expect(g.ticks[0]).toEqual({ valueCents: 0, y: 260 });
    // The highest balance is $612: steps of $200 up to $800.
    expect(g.ticks.map((t) => t.valueCents)).toEqual([0, 200_00, 400_00, 600_00, 800_00]);
    expect(g.ticks.at(-1)!.y).toBe(20);
    expect(g.points[11]!.y).toBe(Math.round((260 - (612 / 800) * 240) * 10) / 10);
  });

  it("draws the line through every month and closes the area on the baseline", () => {
    const g = chartGeometry(series.slice(0, 2), BOX);
    expect(g.line).toBe(`M60 ${g.points[0]!.y} L620 ${g.points[1]!.y}`);
    expect(g.area).toBe(`${g.line} L620 260 L60 260 Z`);
  });

  it("keeps a flat zero series on the baseline with one step of axis", () => {
    const g = chartGeometry([{ label: "Month 1", balanceCents: 0 }], BOX);
    expect(g.points[0]).toMatchObject({ x: 340, y: 260 });
    expect(g.ticks.map((t) => t.valueCents)).toEqual([0, 100]);
  });

  it("draws nothing for an empty series", () => {
    const g = chartGeometry([], BOX);
    expect(g.points).toEqual([]);
    expect(g.area).toBe("");
  });
});
