import { describe, expect, it } from "vitest";
import { formatAxisMonth, formatDollars, formatFactor, formatPickupWindow, formatSignedDollars } from "./selling-format.ts";

describe("the seller's money and dates", () => {
  it("writes whole dollars and signed adjustments", () => {
    expect(formatDollars(4_250_49)).toBe("$4,250");
    expect(formatSignedDollars(-85_00)).toBe("\u2212$85");
    expect(formatSignedDollars(120_00)).toBe("+$120");
    expect(formatFactor(0.92)).toBe("\u22128%");
    expect(formatFactor(1.05)).toBe("+5%");
  });

  it("writes pickup windows on a twelve-hour clock", () => {
    expect(formatPickupWindow("11:00", 2)).toBe("11:00 am – 1:00 pm");
    expect(formatPickupWindow("09:00", 2)).toBe("9:00 am – 11:00 am");
  });

  it("marks January with its year on the chart's axis", () => {
    expect(formatAxisMonth("2026-01-01")).toBe("Jan ’26");
    expect(formatAxisMonth("2026-03-01")).toBe("Mar");
  });
});
