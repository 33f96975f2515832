import { describe, expect, it } from "vitest";
import { splitRefund, type PaidTender } from "./refund-split.ts";

const order: PaidTender[] = [
  { key: "card", kind: "card", paidCents: 1_200_00, refundedCents: 0 },
  { key: "wtx_gift", kind: "gift_card", paidCents: 300_00, refundedCents: 0 },
  { key: "wtx_pts", kind: "points", paidCents: 1_01, refundedCents: 0 },
];

describe("splitting a refund across what paid the order (decision 056)", () => {
  it("gives back in proportion to what each tender paid, to the cent", () => {
    const shares = splitRefund([order[0]!, order[1]!], 500_00);
    expect(shares).toEqual([
      { key: "card", kind: "card", amountCents: 400_00 },
      { key: "wtx_gift", kind: "gift_card", amountCents: 100_00 },
    ]);
  });

  it("sums exactly to the refund, the rounding cents to the card first", () => {
    const shares = splitRefund(order, 333_33);
    expect(shares.reduce((s, x) => s + x.amountCents, 0)).toBe(333_33);
    expect(shares.find((s) => s.key === "card")!.amountCents).toBe(Math.floor((333_33 * 1_200_00) / 1_501_01) + 1);
  });

  it("never gives a tender back more than it paid, and two refunds together give back everything", () => {
    const first = splitRefund(order, 1_000_00);
    const after = order.map((t) => ({ ...t, refundedCents: first.find((s) => s.key === t.key)?.amountCents ?? 0 }));
    const second = splitRefund(after, 501_01);
    for (const t of order) {
      const total = (first.find((s) => s.key === t.key)?.amountCents ?? 0) + (second.find((s) => s.key === t.key)?.amountCents ?? 0);
      expect(total).toBe(t.paidCents);
    }
    expect(() => splitRefund(after.map((t) => ({ ...t, refundedCents: t.paidCents })), 1)).toThrow(RangeError);
  });

  it("refuses a refund larger than what is left, or not whole cents", () => {
    expect(() => splitRefund(order, 1_501_02)).toThrow(RangeError);
    expect(() => splitRefund(order, 1.5)).toThrow(RangeError);
    expect(() => splitRefund(order, -1)).toThrow(RangeError);
    expect(splitRefund(order, 0)).toEqual([]);
  });
});
