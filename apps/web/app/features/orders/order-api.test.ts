import { describe, expect, it } from "vitest";
import { orderApiPath } from "./order-api.server.ts";

describe("order API path", () => {
  it("carries the guest's key only when there is one", () => {
    expect(orderApiPath("ord_0123456789", null)).toBe("/api/orders/ord_0123456789/");
    expect(orderApiPath("ord_0123456789", "a+b/c")).toBe("/api/orders/ord_0123456789/?key=a%2Bb%2Fc");
  });
});
