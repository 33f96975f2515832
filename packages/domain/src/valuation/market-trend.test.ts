import { describe, expect, it } from "vitest";
import { comparable } from "./comparable-fixtures.ts";
import { MAX_TREND_PER_MONTH, trendPerMonth } from "./market-trend.ts";

const NOW = new Date("2026-06-15T00:00:00.000Z");
const MONTH_MS = 30.4375 * 86_400_000;

/** Sales `months` apart whose price moves by `rate` a month, the last one today. */
function rising(count: number, rate: number) {
  return Array.from({ length: count }, (_, i) =>
    comparable({ date: new Date(NOW.getTime() - i * MONTH_MS).toISOString(), priceCents: Math.round(8_000_00 * Math.exp(-rate * i)) }),
  );
}

describe("market trend per month", () => {
  it("measures 1 % a month over 30 monthly sales, shrunk by 30 ÷ 40 to 0.75 %", () => {
    expect(trendPerMonth(rising(30, 0.01), NOW)).toBe(0.0075);
  });

  it("measures a decline as well", () => {
    expect(trendPerMonth(rising(30, -0.01), NOW)).toBe(-0.0075);
  });

  it("caps the move at 3 % a month", () => {
    expect(MAX_TREND_PER_MONTH).toBe(0.03);
    expect(trendPerMonth(rising(30, 0.2), NOW)).toBe(0.03);
  });

  it("says nothing from fewer than six sales, from a span under three months, or from listed pieces", () => {
    expect(trendPerMonth(rising(5, 0.01), NOW)).toBe(0);
    const week = Array.from({ length: 10 }, (_, i) => comparable({ date: new Date(NOW.getTime() - i * 86_400_000).toISOString(), priceCents: 8_000_00 + i * 100_00 }));
    expect(trendPerMonth(week, NOW)).toBe(0);
    expect(trendPerMonth(rising(30, 0.01).map((c) => ({ ...c, kind: "listed" as const })), NOW)).toBe(0);
  });
});
