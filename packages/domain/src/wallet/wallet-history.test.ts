import { describe, expect, it } from "vitest";
import { describeMovement, formattedDate, SITE_CREDIT_TYPES, siteCreditType } from "./wallet-history.ts";

describe("wallet histories (spec 2 §3)", () => {
  it("names the six site-credit types as the spec does", () => {
    expect(SITE_CREDIT_TYPES).toEqual({ credit: "added", cancel: "cancelled", debit: "used", refund: "refunded", expired: "expired", redeemed: "redeemed" });
  });
  it("types each movement", () => {
    expect(siteCreditType({ kind: "credit", state: "posted", signed: 100, reference: "membership contribution" })).toBe("credit");
    expect(siteCreditType({ kind: "spend", state: "posted", signed: -100, reference: "order 1001" })).toBe("debit");
    expect(siteCreditType({ kind: "spend", state: "voided", signed: -100, reference: "checkout x" })).toBe("cancel");
    expect(siteCreditType({ kind: "credit", state: "posted", signed: 100, reference: "cancelled order 1001" })).toBe("refund");
    expect(siteCreditType({ kind: "credit", state: "posted", signed: -100, reference: "expired card" })).toBe("expired");
    expect(siteCreditType({ kind: "credit", state: "posted", signed: 100, reference: "redeem gift card" })).toBe("redeemed");
  });
  it("formats dates and describes references", () => {
    expect(formattedDate("2026-11-18T23:59:00.000Z")).toBe("Nov 18, 2026");
    expect(describeMovement("cash-out csh_1")).toBe("Cash-out");
    expect(describeMovement("cash-out-return csh_1")).toBe("Cash-out returned");
    expect(describeMovement("order #1042")).toBe("Order 1042");
  });
});
