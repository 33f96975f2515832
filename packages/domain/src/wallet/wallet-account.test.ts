import { describe, expect, it } from "vitest";
import { availableOf, isBalanced, mayTransition } from "./wallet-account.ts";

describe("ledger rules", () => {
  it("a hold is posted or voided once, never both", () => {
    expect(mayTransition("pending", "posted")).toBe(true);
    expect(mayTransition("pending", "voided")).toBe(true);
    expect(mayTransition("posted", "voided")).toBe(false);
    expect(mayTransition("voided", "posted")).toBe(false);
  });
  it("available is posted less holds", () => {
    expect(availableOf(25_000, 10_000)).toBe(15_000);
    expect(availableOf(100, 100)).toBe(0);
  });
  it("a transaction balances when its entries sum to zero", () => {
    expect(isBalanced([-2500, 2500])).toBe(true);
    expect(isBalanced([-2500, 2499])).toBe(false);
  });
});
