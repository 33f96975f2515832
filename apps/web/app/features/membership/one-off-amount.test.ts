import { describe, expect, it } from "vitest";
import { isOneOffAmount, parseOneOffAmount, safeCheckoutUrl } from "./one-off-amount.ts";

describe("custom one-off amount (decision 030: whole dollars from $50 to $5,000)", () => {
  it("accepts whole dollars within the bounds, with or without $ and thousands commas", () => {
    expect(parseOneOffAmount("50")).toEqual({ ok: true, amount: 50 });
    expect(parseOneOffAmount(" 750 ")).toEqual({ ok: true, amount: 750 });
    expect(parseOneOffAmount("$1,200")).toEqual({ ok: true, amount: 1200 });
    expect(parseOneOffAmount("5000")).toEqual({ ok: true, amount: 5000 });
  });

  it("refuses amounts outside the bounds, naming the field", () => {
    expect(parseOneOffAmount("49")).toEqual({ ok: false, message: "Custom amount must be at least $50." });
    expect(parseOneOffAmount("5001")).toEqual({ ok: false, message: "Custom amount can be at most $5,000." });
    expect(parseOneOffAmount("0")).toEqual({ ok: false, message: "Custom amount must be at least $50." });
  });

  it("refuses cents, signs, words and misplaced commas", () => {
    for (const text of ["120.50", "100.00", "-100", "1e3", "ten", "12,00", "1,2000"]) {
      const result = parseOneOffAmount(text);
      expect(result.ok, text).toBe(false);
      if (!result.ok) expect(result.message).toBe("Custom amount must be a whole number of dollars, from $50 to $5,000.");
    }
  });

  it("asks for an amount when the field is empty", () => {
    expect(parseOneOffAmount("  ")).toEqual({ ok: false, message: "Enter a custom amount in whole dollars, from $50 to $5,000." });
  });

  it("checks a number the same way", () => {
    expect([49, 50, 100, 5000, 5001, 120.5].map(isOneOffAmount)).toEqual([false, true, true, true, false, false]);
  });
});

describe("the checkout link", () => {
  it("keeps web addresses, resolved against the page, and drops anything else", () => {
    expect(safeCheckoutUrl("/account/login/link?token=a", "https://maison.test/membership")).toBe("https://maison.test/account/login/link?token=a");
    expect(safeCheckoutUrl("https://maison.test/x", "https://maison.test/")).toBe("https://maison.test/x");
    expect(safeCheckoutUrl("javascript:alert(1)", "https://maison.test/")).toBeNull();
  });
});
