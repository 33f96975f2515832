import { describe, expect, it } from "vitest";
import { formatDay, formatMoney } from "./consignment-format.ts";

describe("the consignor's figures", () => {
  it("shows cents as dollars and none as a dash", () => {
    expect(formatMoney(1_800_00)).toBe("$1,800.00");
    expect(formatMoney(233_33)).toBe("$233.33");
    expect(formatMoney(null)).toBe("—");
  });

  it("shows a day as New York reads it", () => {
    expect(formatDay("2026-12-08T03:00:00.000Z")).toBe("Dec 7, 2026");
    expect(formatDay(null)).toBe("—");
  });
});
