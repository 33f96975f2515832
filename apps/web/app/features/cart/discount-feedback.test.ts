import { describe, expect, it } from "vitest";
import { DISCOUNT_MESSAGES, discountErrorMessage } from "@maison/domain/cart/discount-code";
import { testCart, testLine } from "./cart-test-fixtures.ts";
import { discountFeedback } from "./discount-feedback.ts";
import type { CartCallResult } from "./storefront-client.ts";

const error = (code: Parameters<typeof discountErrorMessage>[0], message: string): CartCallResult => ({
  cart: null,
  userErrors: [{ field: ["discountCodes"], message: discountErrorMessage(code, message), code: "INVALID" }],
});

describe("discount feedback (spec 1 §5)", () => {
  it("shows the server's message for an unknown code", () => {
    expect(discountFeedback("nope", error("discount_not_found", "Not a code we know"), false)).toEqual({ applied: false, message: "Not a code we know" });
  });

  it("treats a 16-character unknown code as store credit, worded for signed-in shoppers and visitors", () => {
    const result = error("store_credit_code", "whatever the server said");
    expect(discountFeedback("ABCD-EFGH-IJKL-MNOP", result, true)).toEqual({ applied: false, message: DISCOUNT_MESSAGES.storeCreditSignedIn });
    expect(discountFeedback("ABCDEFGHIJKLMNOP", result, false)).toEqual({ applied: false, message: DISCOUNT_MESSAGES.storeCreditSignedOut });
    // A server that only says "not found" still gets the store-credit wording for 16 characters.
    expect(discountFeedback("ABCDEFGHIJKLMNOP", error("discount_not_found", "Not found"), false)).toEqual({ applied: false, message: DISCOUNT_MESSAGES.storeCreditSignedOut });
  });

  it("passes the limit, validity and unable messages through as they are", () => {
    for (const [code, message] of [
      ["discount_usage_limit", "This discount has reached its usage limit"],
      ["discount_not_valid", "This discount is not valid anymore"],
      ["discount_not_applicable", "Unable to apply this discount code."],
    ] as const) {
      expect(discountFeedback("SPRING", error(code, message), true)).toEqual({ applied: false, message });
    }
  });

  it("says the code is invalid when it yields no discount, and applies it when it does", () => {
    const zero = testCart({ id: "gid://shopify/Cart/a", discountCodes: [{ code: "ZERO", applicable: true }], lines: [testLine({ id: "l", merchandiseId: "v" })] });
    expect(discountFeedback("zero", { cart: zero, userErrors: [] }, false)).toEqual({ applied: false, message: DISCOUNT_MESSAGES.zeroAmount });
    const off = { ...zero, discountCodes: [{ code: "TEN", applicable: true }], lines: [testLine({ id: "l", merchandiseId: "v", discountCents: 1000 })] };
    expect(discountFeedback(" ten ", { cart: off, userErrors: [] }, false)).toEqual({ applied: true });
    const notApplicable = { ...zero, discountCodes: [{ code: "TEN", applicable: false }] };
    expect(discountFeedback("TEN", { cart: notApplicable, userErrors: [] }, false)).toEqual({ applied: false, message: DISCOUNT_MESSAGES.unableToApply });
  });

  it("says nothing when the call failed outright (spec 1 §8)", () => {
    expect(discountFeedback("TEN", { cart: null, userErrors: null }, false)).toEqual({ applied: false, message: null });
  });
});
