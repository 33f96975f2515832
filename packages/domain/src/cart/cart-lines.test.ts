import { describe, expect, it } from "vitest";
import { fitsInCart, isUnavailable, MAX_CART_LINES, validateLineInput } from "./cart-lines.ts";

describe("cart line validation (spec 1 §5)", () => {
  it("requires a non-empty list of fields", () => {
    expect(validateLineInput({}, { allowZeroQuantity: false })).toEqual([{ field: [], message: "A cart line needs at least one field." }]);
    expect(validateLineInput({ quantity: undefined }, { allowZeroQuantity: false })).toHaveLength(1);
  });

  it("rejects any empty string, naming where it is", () => {
    expect(validateLineInput({ merchandiseId: "" }, { allowZeroQuantity: false })).toEqual([{ field: ["merchandiseId"], message: "This field cannot be empty." }]);
    expect(validateLineInput({ merchandiseId: "1", attributes: [{ key: "k", value: " " }] }, { allowZeroQuantity: false })).toEqual([
      { field: ["attributes", "0", "value"], message: "This field cannot be empty." },
    ]);
    expect(validateLineInput({ merchandiseId: "1", quantity: 1 }, { allowZeroQuantity: false })).toEqual([]);
  });

  it("takes whole quantities of at least 1 (0 on updates)", () => {
    expect(validateLineInput({ merchandiseId: "1", quantity: 0 }, { allowZeroQuantity: false })).toHaveLength(1);
    expect(validateLineInput({ id: "l", quantity: 0 }, { allowZeroQuantity: true })).toEqual([]);
    expect(validateLineInput({ id: "l", quantity: 1.5 }, { allowZeroQuantity: true })).toHaveLength(1);
  });
});

describe("availability and cart size", () => {
  it("an item not for sale or with quantity 0 is unavailable", () => {
    expect(isUnavailable({ availableForSale: false, quantityAvailable: 1 })).toBe(true);
    expect(isUnavailable({ availableForSale: true, quantityAvailable: 0 })).toBe(true);
    expect(isUnavailable({ availableForSale: true, quantityAvailable: 1 })).toBe(false);
  });

  it("a generic cart holds at most 100 lines (spec 2 §9)", () => {
    expect(MAX_CART_LINES).toBe(100);
    expect(fitsInCart(100)).toBe(true);
    expect(fitsInCart(101)).toBe(false);
  });
});
