import { describe, expect, it } from "vitest";
import { formatApproximateLocal, formatRateDay } from "./local-price.ts";
import { safeReturnPath } from "./country-selection.ts";

const euro = { currency: "EUR", units_per_usd: 1 / 1.1367, as_of: "2026-09-24", source: "ECB" };

describe("approximate local prices", () => {
  it("writes a dollar amount in whole local units with the local symbol", () => {
    expect(formatApproximateLocal(148_000, euro)).toBe("€1,302");
    expect(formatApproximateLocal(148_000, { ...euro, currency: "GBP", units_per_usd: 0.85986 / 1.1367 })).toBe("£1,120");
    expect(formatApproximateLocal(148_000, { ...euro, currency: "JPY", units_per_usd: 180.57 / 1.1367 })).toBe("¥235,105");
    expect(formatApproximateLocal(148_000, { ...euro, currency: "CHF", units_per_usd: 0.9409 / 1.1367 })).toBe("CHF\u00a01,225");
  });
  it("names the rate's day in words", () => {
    expect(formatRateDay("2026-09-24")).toBe("24 September 2026");
    expect(formatRateDay("not a day")).toBe("not a day");
  });
});

describe("the way back after picking a country", () => {
  it("stays on this site", () => {
    expect(safeReturnPath("/products/bag?x=1")).toBe("/products/bag?x=1");
    expect(safeReturnPath("//evil.example/")).toBe("/");
    expect(safeReturnPath("https://evil.example/")).toBe("/");
    expect(safeReturnPath("/\\evil.example")).toBe("/");
    expect(safeReturnPath(null)).toBe("/");
  });
});
