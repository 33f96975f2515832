import { describe, expect, it } from "vitest";
import { formatLoanAmount, formatLoanDate } from "./loan-format.ts";

describe("loan figures", () => {
  it("shows whole dollars without cents, and cents when there are any", () => {
    expect(formatLoanAmount(2_160_00)).toBe("$2,160");
    expect(formatLoanAmount(2_289_60)).toBe("$2,289.60");
  });

  it("shows dates in New York time, and a dash for none", () => {
    expect(formatLoanDate("2026-05-01T02:00:00Z")).toBe("April 30, 2026");
    expect(formatLoanDate(null)).toBe("—");
  });
});
