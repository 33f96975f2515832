import { describe, expect, it } from "vitest";
import { ORDER_STATES } from "@maison/domain/checkout/order-lifecycle";
import { formatOrderDate, ORDER_STATE_LABELS } from "./order-state-label.ts";

describe("order labels", () => {
  it("has a label for every order state", () => {
    for (const state of ORDER_STATES) expect(ORDER_STATE_LABELS[state]).toMatch(/\w/);
    expect(ORDER_STATE_LABELS.shipped).toBe("Shipped");
    expect(ORDER_STATE_LABELS.delivered).toBe("Delivered");
    expect(ORDER_STATE_LABELS.cancelled).toBe("Cancelled");
  });

  it("writes the order date in New York time", () => {
    expect(formatOrderDate("2026-11-21T03:00:00.000Z")).toBe("November 20, 2026");
    expect(formatOrderDate("not a date")).toBe("");
  });
});
