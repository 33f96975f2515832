import { describe, expect, it } from "vitest";
import { notEnoughStockMessage, notEnoughStockWarnings } from "./cart-warnings.ts";

describe("cart warnings for one-of-a-kind pieces", () => {
  it("warns on a line that keeps fewer units than asked for", () => {
    expect(notEnoughStockWarnings([{ key: "7", quantity: 2 }], [{ id: "l1", key: "7", quantity: 1 }])).toEqual([
      { code: "MERCHANDISE_NOT_ENOUGH_STOCK", lineId: "l1", message: "Only 1 item was added to your cart due to availability." },
    ]);
  });

  it("says nothing when the line holds what was asked, or about lines not asked for", () => {
    expect(notEnoughStockWarnings([{ key: "7", quantity: 1 }], [{ id: "l1", key: "7", quantity: 1 }, { id: "l2", key: "8", quantity: 1 }])).toEqual([]);
  });

  it("gives no warning for a variant the cart refused (it has no line)", () => {
    expect(notEnoughStockWarnings([{ key: "9", quantity: 3 }], [{ id: "l1", key: "7", quantity: 1 }])).toEqual([]);
  });

  it("counts the largest ask of a variant named twice", () => {
    const warnings = notEnoughStockWarnings([{ key: "7", quantity: 1 }, { key: "7", quantity: 3 }], [{ id: "l1", key: "7", quantity: 1 }]);
    expect(warnings.map((w) => w.lineId)).toEqual(["l1"]);
  });

  it("words the count as Shopify does", () => {
    expect(notEnoughStockMessage(2)).toBe("Only 2 items were added to your cart due to availability.");
  });
});
