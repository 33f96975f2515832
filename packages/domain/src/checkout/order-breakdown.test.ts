import { describe, expect, it } from "vitest";
import { breakdownText, moneyBreakdown, type BreakdownInput, type BreakdownLine } from "./order-breakdown.ts";

const piece = (priceCents: number, discounts: Partial<BreakdownLine> = {}): BreakdownLine => ({
  kind: "product",
  priceCents,
  quantity: 1,
  memberDiscountCents: 0,
  codeDiscountCents: 0,
  saleDiscountCents: 0,
  ...discounts,
});
const protection = (priceCents: number): BreakdownLine => ({ ...piece(priceCents), kind: "shipping_protection" });
const membership = (priceCents: number): BreakdownLine => ({ ...piece(priceCents), kind: "membership" });

const base: BreakdownInput = {
  stage: "order",
  lines: [piece(1000_00), protection(10_00)],
  discountCodes: [],
  saleTitle: null,
  pointsCents: 0,
  shippingCents: 20_00,
  requiresShipping: true,
  tax: { status: "calculated", cents: 0, note: null },
  tenders: [],
};
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe("the money breakdown", () => {
  it("the confirmation of issue 16, added up: $1,480 − member $74 − sale $60 + $20 + $20 + tax, less credit, is what the card pays", () => {
    const b = moneyBreakdown({
      ...base,
      lines: [piece(1480_00, { memberDiscountCents: 74_00, saleDiscountCents: 60_00 }), protection(20_00)],
      saleTitle: "Summer Sale",
      tax: { status: "calculated", cents: 121_24, note: "New York City, NY · 8.875%" },
      tenders: [
        { kind: "gift_card", lastCharacters: "K3QZ", balanceCents: 200_00 },
        { kind: "store_credit", lastCharacters: null, balanceCents: 198_00 },
      ],
    });
    expect(b.orderTotalCents).toBe(1480_00 - 74_00 - 60_00 + 20_00 + 20_00 + 121_24);
    expect(b.totalCents).toBe(b.orderTotalCents - 200_00 - 198_00);
    expect(breakdownText(b.rows, usd)).toEqual([
      "Subtotal: $1480.00",
      "Member savings: −$74.00",
      "Summer Sale: −$60.00",
      "Shipping protection: $20.00",
      "Shipping: $20.00",
      "Sales tax (New York City, NY · 8.875%): $121.24",
      "Gift card •••• K3QZ: −$200.00",
      "Store credit: −$198.00",
      `Total charged: ${usd(b.totalCents)}`,
    ]);
    // Every figure of the rows adds up to the total.
    expect(b.rows.filter((r) => r.key !== "total").reduce((s, r) => s + (r.cents ?? 0), 0)).toBe(b.totalCents);
  });

  it("subtotal − discounts − points + shipping protection + shipping + tax", () => {
    const b = moneyBreakdown({ ...base, lines: [piece(1000_00, { codeDiscountCents: 60_00 }), protection(10_00)], pointsCents: 15_00, discountCodes: ["MAISON50"], tax: { status: "calculated", cents: 7_00, note: null } });
    expect(b.totalCents).toBe(1000_00 - 60_00 - 15_00 + 10_00 + 20_00 + 7_00);
    expect(b.rows.map((r) => [r.key, r.label, r.cents])).toEqual([
      ["subtotal", "Subtotal", 1000_00],
      ["discount", "Discount (MAISON50)", -60_00],
      ["points", "Points", -15_00],
      ["shipping_protection", "Shipping protection", 10_00],
      ["shipping", "Shipping", 20_00],
      ["sales_tax", "Sales tax", 7_00],
      ["total", "Total charged", b.totalCents],
    ]);
  });

  it("gift cards and store credit pay card by card, never more than is due, tax included", () => {
    const b = moneyBreakdown({
      ...base,
      tax: { status: "calculated", cents: 50_00, note: null },
      tenders: [
        { kind: "gift_card", lastCharacters: "AAAA", balanceCents: 500_00 },
        { kind: "store_credit", lastCharacters: "BBBB", balanceCents: 700_00 },
        { kind: "gift_card", lastCharacters: "CCCC", balanceCents: 50_00 },
      ],
    });
    expect(b.tenders.map((t) => t.amountCents)).toEqual([500_00, 580_00, 0]);
    expect([b.giftCardsCents, b.storeCreditCents, b.totalCents]).toEqual([500_00, 580_00, 0]);
    expect(b.rows.filter((r) => r.key === "gift_card")).toHaveLength(1);
  });

  it("discounts and points never take the pieces below zero; delivery and tax are still paid", () => {
    const b = moneyBreakdown({ ...base, lines: [piece(1000_00, { memberDiscountCents: 50_00, codeDiscountCents: 900_00 }), protection(10_00)], pointsCents: 500_00 });
    expect([b.memberSavingsCents, b.codeDiscountCents, b.pointsCents]).toEqual([50_00, 900_00, 50_00]);
    expect(b.totalCents).toBe(30_00);
  });

  it("in the cart: shipping and tax are calculated at checkout, and the total is an estimate", () => {
    const b = moneyBreakdown({ ...base, stage: "cart", shippingCents: null, tax: { status: "pending" } });
    expect(b.rows.slice(-3).map((r) => [r.label, r.cents, r.note])).toEqual([
      ["Shipping", null, "Calculated at checkout"],
      ["Sales tax", null, "Calculated at checkout"],
      ["Estimated total", 1010_00, null],
    ]);
    expect(b.taxCents).toBeNull();
  });

  it("at checkout before a method: shipping at the next step; a free method reads Free", () => {
    expect(moneyBreakdown({ ...base, stage: "checkout", shippingCents: null }).rows.find((r) => r.key === "shipping")?.note).toBe("Calculated at the next step");
    const free = moneyBreakdown({ ...base, shippingCents: 0 });
    expect(free.rows.find((r) => r.key === "shipping")).toEqual({ key: "shipping", label: "Shipping", cents: 0, note: "Free" });
    expect(breakdownText(free.rows, usd)).toContain("Shipping: Free");
  });

  it("a membership alone: no shipping row, no tax row; the contribution is the total", () => {
    const b = moneyBreakdown({ ...base, lines: [membership(50_00)], requiresShipping: false, shippingCents: null, tax: { status: "not_applicable", note: null } });
    expect(b.rows.map((r) => r.key)).toEqual(["subtotal", "total"]);
    expect(b.totalCents).toBe(50_00);
  });

  it("abroad, the tax row says why there is none", () => {
    const b = moneyBreakdown({ ...base, tax: { status: "not_applicable", note: "No US sales tax: duties and taxes are paid on delivery" } });
    expect(b.rows.find((r) => r.key === "sales_tax")).toMatchObject({ cents: 0, note: "No US sales tax: duties and taxes are paid on delivery" });
  });

  it("a trade-in pays like a tender after tax (trade tax adjustment 0), never more than the order", () => {
    const taxed = { status: "calculated" as const, cents: 88_75, note: null };
    const b = moneyBreakdown({ ...base, lines: [piece(1000_00)], tax: taxed, tenders: [{ kind: "trade_in", lastCharacters: null, balanceCents: 400_00, reference: "ti_1" }] });
    expect(b.taxCents).toBe(88_75);
    expect(b.tradeInCents).toBe(400_00);
    expect(b.totalCents).toBe(1000_00 + 20_00 + 88_75 - 400_00);
    expect(b.tenders).toEqual([{ kind: "trade_in", lastCharacters: null, amountCents: 400_00, reference: "ti_1" }]);
    expect(b.rows.find((r) => r.key === "trade_in")).toEqual({ key: "trade_in", label: "Trade-in", cents: -400_00, note: null });
    const over = moneyBreakdown({ ...base, lines: [piece(300_00)], tax: taxed, tenders: [{ kind: "trade_in", lastCharacters: null, balanceCents: 5000_00 }] });
    expect(over.tradeInCents).toBe(300_00 + 20_00 + 88_75);
    expect(over.totalCents).toBe(0);
  });

  it("negative inputs are treated as zero", () => {
    const b = moneyBreakdown({ ...base, lines: [piece(1000_00, { codeDiscountCents: -5 }), protection(10_00)], tenders: [{ kind: "gift_card", lastCharacters: null, balanceCents: -100 }] });
    expect(b.discountsCents).toBe(0);
    expect(b.tenders[0]!.amountCents).toBe(0);
    expect(b.totalCents).toBe(1030_00);
  });
});
