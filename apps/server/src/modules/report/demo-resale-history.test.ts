import { describe, expect, it } from "vitest";
import { resaleReport } from "@maison/domain/report/resale-report";
import { demoResaleHistory } from "./demo-resale-history.ts";

describe("the Clair Report's demo history", () => {
  const sales = demoResaleHistory(20_210_101);

  it("is the same on every run and covers 2021 and 2022 only", () => {
    expect(demoResaleHistory(20_210_101)).toEqual(sales);
    expect(new Set(sales.map((s) => s.soldAt.getUTCFullYear()))).toEqual(new Set([2021, 2022]));
  });

  it("lists every piece before it sells, at a positive price below or above a positive retail", () => {
    for (const sale of sales) {
      expect(sale.listedAt.getTime()).toBeLessThan(sale.soldAt.getTime());
      expect(sale.priceCents).toBeGreaterThan(0);
      expect(sale.retailCents).toBeGreaterThan(0);
      expect(Number.isInteger(sale.priceCents) && Number.isInteger(sale.retailCents)).toBe(true);
    }
  });

  it("makes both reports meaningful: ten designers and models ranked, watches up in 2022", () => {
    const facts = sales.map((s) => ({ ...s, listedAt: s.listedAt.toISOString(), soldAt: s.soldAt.toISOString() }));
    for (const year of [2021, 2022]) {
      const report = resaleReport(facts, year)!;
      expect(report.designers).toHaveLength(10);
      expect(report.models).toHaveLength(10);
      expect(report.fastestSellers).toHaveLength(10);
    }
    const watches = resaleReport(facts, 2022)!.priceMovements.find((m) => m.category === "watches")!;
    expect(watches.changePermille).toBeGreaterThan(50);
  });
});
