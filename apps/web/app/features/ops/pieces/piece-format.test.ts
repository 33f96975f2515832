import { describe, expect, it } from "vitest";
import { centsToDollarsInput, dollarsToCentsInput, formatCents, humanize } from "./piece-format.ts";

describe("console money fields", () => {
  it("reads dollars as staff type them into cents", () => {
    expect(dollarsToCentsInput("14,250")).toBe(1_425_000);
    expect(dollarsToCentsInput(" $14,250.5 ")).toBe(1_425_050);
    expect(dollarsToCentsInput("0.07")).toBe(7);
    expect(dollarsToCentsInput("")).toBeNull();
    expect(dollarsToCentsInput("12.345")).toBeNaN();
    expect(dollarsToCentsInput("twelve")).toBeNaN();
  });

  it("writes cents back for the field and for reading", () => {
    expect(centsToDollarsInput(1_425_005)).toBe("14250.05");
    expect(centsToDollarsInput(null)).toBe("");
    expect(formatCents(1_425_000)).toBe("$14,250.00");
    expect(humanize("returned_to_owner")).toBe("Returned to owner");
  });
});
