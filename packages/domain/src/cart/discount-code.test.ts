import { describe, expect, it } from "vitest";
import {
  allocateDiscount,
  discountAmountCents,
  discountErrorMessage,
  evaluateDiscountCode,
  looksLikeStoreCreditCode,
  parseDiscountError,
  type DiscountCodeRule,
  notWithSaleMessage,
  saleOutweighsCode,
} from "./discount-code.ts";

const now = new Date("2026-11-18T12:00:00.000Z");
const welcome: DiscountCodeRule = {
  code: "WELCOME10",
  title: "Welcome 10%",
  kind: "percent",
  value: 10,
  minSubtotalCents: 100_00,
  usageLimit: null,
  usedCount: 0,
  startsAt: null,
  endsAt: null,
  status: "active",
};
const evaluate = (rule: DiscountCodeRule | null, subtotal: number, options: { code?: string; signedIn?: boolean } = {}) =>
  evaluateDiscountCode({ enteredCode: options.code ?? rule?.code ?? "NOPE", rule, eligibleSubtotalCents: subtotal, now, signedIn: options.signedIn ?? false });

describe("discount results (spec 1 §5)", () => {
  it("applies a percentage and a fixed amount", () => {
    expect(evaluate(welcome, 250_00)).toEqual({ ok: true, amountCents: 25_00 });
    expect(evaluate({ ...welcome, kind: "fixed", value: 50_00, minSubtotalCents: 500_00 }, 600_00)).toEqual({ ok: true, amountCents: 50_00 });
  });

  it("an unknown code shows our not-found message", () => {
    expect(evaluate(null, 100_00, { code: "NOPE" })).toEqual({
      ok: false,
      code: "discount_not_found",
      message: "We couldn't find this discount code. Please check it and try again.",
    });
  });

  it("an unknown 16-character code is store credit: signed in and signed out wording", () => {
    expect(evaluate(null, 100_00, { code: "ABCD1234EFGH5678", signedIn: true })).toEqual({
      ok: false,
      code: "store_credit_code",
      message: "Store credit is now added to your cart automatically. You can review it on the Payment page of your account.",
    });
    expect(evaluate(null, 100_00, { code: "ABCD 1234 EFGH 5678", signedIn: false })).toEqual({
      ok: false,
      code: "store_credit_code",
      message: "Please log in to use your store credit.",
    });
    expect(looksLikeStoreCreditCode("ABCD1234EFGH567")).toBe(false);
  });

  it("a used-up code has reached its usage limit", () => {
    expect(evaluate({ ...welcome, usageLimit: 3, usedCount: 3 }, 250_00)).toMatchObject({ message: "This discount has reached its usage limit" });
    expect(evaluate({ ...welcome, usageLimit: 3, usedCount: 2 }, 250_00)).toMatchObject({ ok: true });
  });

  it("an ended or disabled code is not valid anymore", () => {
    expect(evaluate({ ...welcome, endsAt: "2026-11-18T12:00:00.000Z" }, 250_00)).toMatchObject({ message: "This discount is not valid anymore" });
    expect(evaluate({ ...welcome, status: "disabled" }, 250_00)).toMatchObject({ message: "This discount is not valid anymore" });
    expect(evaluate({ ...welcome, endsAt: "2026-11-18T12:00:01.000Z" }, 250_00)).toMatchObject({ ok: true });
  });

  it("a code not started yet, or below its minimum, cannot be applied", () => {
    expect(evaluate({ ...welcome, startsAt: "2026-11-19T00:00:00.000Z" }, 250_00)).toMatchObject({ message: "Unable to apply this discount code." });
    expect(evaluate(welcome, 99_99)).toMatchObject({ code: "discount_not_applicable", message: "Unable to apply this discount code." });
    expect(evaluate(welcome, 100_00)).toEqual({ ok: true, amountCents: 10_00 });
  });

  it("a discount of 0 is invalid", () => {
    expect(evaluate({ ...welcome, minSubtotalCents: 0 }, 0)).toEqual({ ok: false, code: "discount_zero_amount", message: "The discount code is invalid." });
    expect(evaluate({ ...welcome, minSubtotalCents: 0, value: 1 }, 99)).toMatchObject({ message: "The discount code is invalid." });
  });
});

describe("discount amounts and allocation", () => {
  it("a fixed amount never exceeds the subtotal; a percentage rounds down", () => {
    expect(discountAmountCents({ kind: "fixed", value: 50_00 }, 30_00)).toBe(30_00);
    expect(discountAmountCents({ kind: "percent", value: 10 }, 999)).toBe(99);
  });

  it("spreads the discount over lines in proportion, to the cent", () => {
    const shares = allocateDiscount(10_00, [
      { id: "a", subtotalCents: 100_00 },
      { id: "b", subtotalCents: 100_00 },
      { id: "c", subtotalCents: 100_00 },
    ]);
    expect([...shares.values()].reduce((s, v) => s + v, 0)).toBe(10_00);
    expect(shares).toEqual(new Map([["a", 334], ["b", 333], ["c", 333]]));
  });

  it("discount errors travel as JSON strings of code and message (spec 1 §8)", () => {
    const text = discountErrorMessage("discount_usage_limit", "This discount has reached its usage limit");
    expect(parseDiscountError(text)).toEqual({ code: "discount_usage_limit", message: "This discount has reached its usage limit" });
    expect(parseDiscountError("plain")).toBeNull();
  });
});

describe("a code during the sale (decision 029)", () => {
  it("the sale's tier outweighs a code that gives less; the code wins a tie", () => {
    expect(saleOutweighsCode(50_00, 60_00)).toBe(true);
    expect(saleOutweighsCode(60_00, 60_00)).toBe(false);
    expect(saleOutweighsCode(125_00, 60_00)).toBe(false);
  });

  it("says why MAISON50 is not applied, and what the sale gives instead", () => {
    expect(notWithSaleMessage(60_00)).toBe(
      "Discount codes can't be combined with the sale prices running now. Your bag already gets $60 off from the sale, more than this code gives.",
    );
    expect(notWithSaleMessage(1250_50)).toContain("$1,250.50 off");
  });
});
