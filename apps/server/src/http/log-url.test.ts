import { describe, expect, it } from "vitest";
import { loggableUrl } from "./log-url.ts";

describe("loggableUrl", () => {
  it("hides cart tokens, one-time links and reset tokens in paths", () => {
    expect(loggableUrl("/checkouts/c1-AbCdEf123456?step=payment")).toBe("/checkouts/[redacted]?step=payment");
    expect(loggableUrl("/api/checkout/c1-AbCdEf123456/complete/")).toBe("/api/checkout/[redacted]/complete/");
    expect(loggableUrl("/account/login/multipass/tok_abc?return_to=%2Fcheckouts%2Fc1-x")).toBe("/account/login/multipass/[redacted]?return_to=[redacted]");
    expect(loggableUrl("/reset-password/abcdef")).toBe("/reset-password/[redacted]");
  });

  it("hides access keys and tokens in queries, and leaves other URLs alone", () => {
    expect(loggableUrl("/thank_you?order=ord_1&key=secret")).toBe("/thank_you?order=ord_1&key=[redacted]");
    expect(loggableUrl("/api/orders/ord_1/?key=secret")).toBe("/api/orders/ord_1/?key=[redacted]");
    expect(loggableUrl("/api/v6/shop/product/?collection=all-bags&page=2")).toBe("/api/v6/shop/product/?collection=all-bags&page=2");
    expect(loggableUrl("/collections/all-bags")).toBe("/collections/all-bags");
  });
});
