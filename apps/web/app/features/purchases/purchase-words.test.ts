import { describe, expect, it } from "vitest";
import type { Order } from "@maison/contracts/checkout";
import type { ReturnView } from "@maison/contracts/returns";
import { purchaseStatus } from "./purchase-words.ts";

const order = { state: "delivered", lines: [{ product_id: "a", kind: "product" }, { product_id: "b", kind: "product" }, { product_id: "p", kind: "shipping_protection" }] } as unknown as Order;
const refundOf = (ids: string[], state: ReturnView["state"] = "refunded") => ({ state, items: ids.map((product_id) => ({ product_id })) }) as unknown as ReturnView;

describe("a purchase's status", () => {
  it("reads Refunded once every piece is refunded, Partly refunded for some, else the order's state", () => {
    expect(purchaseStatus(order, [])).toBe("Delivered");
    expect(purchaseStatus(order, [refundOf(["a"], "label_sent")])).toBe("Delivered");
    expect(purchaseStatus(order, [refundOf(["a"])])).toBe("Partly refunded");
    expect(purchaseStatus(order, [refundOf(["a"]), refundOf(["b"])])).toBe("Refunded");
  });
});
