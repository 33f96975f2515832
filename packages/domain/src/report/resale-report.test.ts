import { describe, expect, it } from "vitest";
import { daysToSell, median, reportYears, resaleReport, type SaleFact } from "./resale-report.ts";

function sale(designer: string, model: string, category: string, retail: number, price: number, listed: string, sold: string): SaleFact {
  return { designer, model, category, retailCents: retail, priceCents: price, listedAt: `${listed}T12:00:00.000Z`, soldAt: `${sold}T12:00:00.000Z` };
}

/** Hermès holds value above retail; Dior sells below it; one Chanel model, two sales only. */
const FACTS: SaleFact[] = [
  ...[0, 1, 2, 3, 4].map((i) => sale("Hermès", "Birkin", "handbags", 1_000_000, 1_200_000 + i * 10_000, "2022-01-01", `2022-01-0${2 + i}`)),
  ...[0, 1, 2, 3, 4].map((i) => sale("Dior", "Saddle", "handbags", 400_000, 200_000, "2022-03-01", `2022-04-${10 + i}`)),
  sale("Chanel", "Classic Flap", "handbags", 1_000_000, 900_000, "2022-05-01", "2022-05-03"),
  sale("Chanel", "Classic Flap", "handbags", 1_000_000, 900_000, "2022-05-01", "2022-05-03"),
  sale("Rolex", "Submariner", "watches", 1_000_000, 1_100_000, "2021-06-01", "2021-06-30"),
  sale("Rolex", "Submariner", "watches", 1_000_000, 1_000_000, "2022-06-01", "2022-06-30"),
  sale("Dior", "Saddle", "handbags", 400_000, 100_000, "2021-01-01", "2021-02-01"),
];

describe("the resale report", () => {
  it("has no report for a year without sales", () => {
    expect(resaleReport(FACTS, 2020)).toBeNull();
    expect(reportYears(FACTS)).toEqual([2022, 2021]);
  });

  it("ranks designers by resale as a share of retail, with at least five sales of the year", () => {
    const report = resaleReport(FACTS, 2022)!;
    expect(report.sales).toBe(13);
    // Hermès: mean of 1.20, 1.21, 1.22, 1.23, 1.24 = 1.22 → 1220 ‰; Dior: 0.5 → 500 ‰. Chanel and Rolex have too few.
    expect(report.designers).toEqual([
      { name: "Hermès", designer: null, sales: 5, retentionPermille: 1220 },
      { name: "Dior", designer: null, sales: 5, retentionPermille: 500 },
    ]);
    expect(report.models.map((m) => [m.designer, m.name, m.retentionPermille])).toEqual([
      ["Hermès", "Birkin", 1220],
      ["Dior", "Saddle", 500],
    ]);
  });

  it("lists the fastest sellers by median days from listing to sale", () => {
    const report = resaleReport(FACTS, 2022)!;
    // Birkin sold after 1, 2, 3, 4, 5 days (median 3); Saddle after 40..44 (median 42).
    expect(report.fastestSellers).toEqual([
      { name: "Birkin", designer: "Hermès", sales: 5, medianDays: 3 },
      { name: "Saddle", designer: "Dior", sales: 5, medianDays: 42 },
    ]);
  });

  it("compares each category's mean price with the year before", () => {
    const report = resaleReport(FACTS, 2022)!;
    const watches = report.priceMovements.find((m) => m.category === "watches")!;
    expect(watches).toEqual({ category: "watches", sales: 1, meanPriceCents: 1_000_000, previousSales: 1, previousMeanPriceCents: 1_100_000, changePermille: -91 });
    const handbags = report.priceMovements.find((m) => m.category === "handbags")!;
    // 2022: 5 × Birkin (1.2M..1.24M, mean 1.22M) + 5 × 200k + 2 × 900k = 6.1M + 1M + 1.8M = 8.9M / 12 = 741,667.
    expect(handbags.meanPriceCents).toBe(741_667);
    expect(handbags.previousMeanPriceCents).toBe(100_000);
    expect(handbags.changePermille).toBe(6417);
    expect(resaleReport(FACTS, 2021)!.priceMovements.every((m) => m.changePermille === null)).toBe(true);
  });

  it("counts whole days and takes the middle value", () => {
    expect(daysToSell({ listedAt: "2022-01-01T00:00:00Z", soldAt: "2022-01-02T23:59:00Z" })).toBe(1);
    expect(daysToSell({ listedAt: "2022-01-02T00:00:00Z", soldAt: "2022-01-01T00:00:00Z" })).toBe(0);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 3, 4])).toBe(3);
  });
});
