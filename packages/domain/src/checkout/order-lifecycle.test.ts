import { describe, expect, it } from "vitest";
import { isNotShipped, orderTransition } from "./order-lifecycle.ts";

describe("order lifecycle", () => {
  it("capture turns a placed order paid, done by the system only", () => {
    expect(orderTransition("placed", "paid", "system")?.to).toBe("paid");
    expect(orderTransition("placed", "paid", "customer")).toBeNull();
  });

  it("ships only after fulfilment, and cannot be cancelled once shipped", () => {
    expect(orderTransition("paid", "shipped", "staff")).toBeNull();
    expect(orderTransition("fulfilled", "shipped", "staff")).not.toBeNull();
    expect(orderTransition("shipped", "cancelled", "staff")).toBeNull();
    expect(orderTransition("paid", "cancelled", "customer")).not.toBeNull();
  });

  it("counts placed, paid and fulfilled orders as not shipped", () => {
    expect(["placed", "paid", "fulfilled", "shipped", "delivered", "cancelled"].filter((s) => isNotShipped(s as never))).toEqual([
      "placed",
      "paid",
      "fulfilled",
    ]);
  });
});
