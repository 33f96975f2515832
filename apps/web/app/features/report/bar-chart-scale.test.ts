import { describe, expect, it } from "vitest";
import { barChartLayout } from "./bar-chart-scale.ts";

describe("the report's bar charts", () => {
  it("scales bars to the largest value from the left edge", () => {
    const layout = barChartLayout([
      { label: "A", value: 100, text: "100" },
      { label: "B", value: 50, text: "50" },
    ], 500);
    expect(layout.zeroX).toBe(8);
    expect(layout.bars[0]!.width).toBe(500 - 8 - 96);
    expect(layout.bars[1]!.width).toBe((500 - 8 - 96) / 2);
    expect(layout.bars[1]!.y).toBe(44);
  });

  it("grows negative values left of a middle zero line", () => {
    const layout = barChartLayout([
      { label: "up", value: 10, text: "+10" },
      { label: "down", value: -5, text: "-5" },
    ], 500);
    expect(layout.zeroX).toBe(250);
    expect(layout.bars[0]!.x).toBe(250);
    expect(layout.bars[1]!.x + layout.bars[1]!.width).toBe(250);
    expect(layout.bars[1]!.width).toBe((250 - 96) / 2);
  });
});
