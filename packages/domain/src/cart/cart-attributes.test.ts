import { describe, expect, it } from "vitest";
import { amountAttribute, computeCartAttributes, mergeAttributes, requestedPoints, tradesAppliedCents, withTradeInBag } from "./cart-attributes.ts";

const base = {
  cartId: "gid://shopify/Cart/c1-abc",
  marketingDiscountCents: 0,
  signedIn: true,
  isMember: false,
  isB2b: false,
  hasSubscriptionLine: false,
};
const asRecord = (entries: Array<{ key: string; value: string }>) => Object.fromEntries(entries.map((e) => [e.key, e.value]));

describe("cart attributes computed on the server (spec 1 §3, §5)", () => {
  it("sets every server attribute, amounts as strings", () => {
    const attributes = computeCartAttributes({ ...base, attributes: [], marketingDiscountCents: 25_00, isMember: true, isB2b: true });
    expect(asRecord(attributes)).toEqual({
      marketingDiscount: "25.00",
      pointsApplied: "0",
      numberOfPointsApplied: "0",
      tradeTaxAdjustment: "0",
      tradesApplied: "0",
      isUserRPlus: "true",
      isUserB2b: "true",
      checkout_type: "web",
      cartId: "gid://shopify/Cart/c1-abc",
    });
  });

  it("replaces client values of server attributes and keeps the client's own", () => {
    const attributes = computeCartAttributes({
      ...base,
      attributes: [
        { key: "ppid", value: "abc" },
        { key: "checkout_type", value: "app" },
        { key: "tradeTaxAdjustment", value: "99" },
        { key: "personalization_test", value: "enabled" },
      ],
    });
    expect(attributes.slice(0, 2)).toEqual([
      { key: "ppid", value: "abc" },
      { key: "personalization_test", value: "enabled" },
    ]);
    expect(asRecord(attributes)).toMatchObject({ checkout_type: "web", tradeTaxAdjustment: "0", isUserRPlus: "false" });
  });

  it("tradesApplied is the sum of instant trade-in values", () => {
    const bags = [{ prices: { instant_trade_in: { value: 1200 } } }, { prices: { instant_trade_in: { value: "350.5" } } }, { prices: {} }];
    expect(tradesAppliedCents(bags)).toBe(1550_50);
    const attributes = computeCartAttributes({ ...base, attributes: [{ key: "_tradeInBags", value: JSON.stringify(bags) }] });
    expect(asRecord(attributes).tradesApplied).toBe("1550.50");
    expect(tradesAppliedCents("nonsense")).toBe(0);
  });

  it("points apply for signed-in shoppers as a pair; off or visitors give 0", () => {
    const on = [{ key: "pointsApplied", value: "12.5" }, { key: "numberOfPointsApplied", value: "1250" }];
    expect(requestedPoints(on, true)).toEqual({ valueCents: 12_50, count: 1250 });
    expect(asRecord(computeCartAttributes({ ...base, attributes: on }))).toMatchObject({ pointsApplied: "12.50", numberOfPointsApplied: "1250" });
    expect(requestedPoints(on, false)).toEqual({ valueCents: 0, count: 0 });
    expect(requestedPoints([{ key: "pointsApplied", value: "0" }, { key: "numberOfPointsApplied", value: "0" }], true)).toEqual({ valueCents: 0, count: 0 });
  });

  it("member pricing attributes are kept only for members or carts with a subscription", () => {
    const attributes = [{ key: "totalRPlusDiscount", value: "40" }, { key: "cartLinesStandardPrices", value: "{}" }];
    expect(asRecord(computeCartAttributes({ ...base, attributes }))).not.toHaveProperty("totalRPlusDiscount");
    expect(asRecord(computeCartAttributes({ ...base, attributes, hasSubscriptionLine: true }))).toMatchObject({ totalRPlusDiscount: "40" });
    expect(asRecord(computeCartAttributes({ ...base, attributes, isMember: true }))).toMatchObject({ cartLinesStandardPrices: "{}" });
  });

  it("merges updates by key", () => {
    expect(mergeAttributes([{ key: "a", value: "1" }], [{ key: "a", value: "2" }, { key: "b", value: "3" }])).toEqual([
      { key: "a", value: "2" },
      { key: "b", value: "3" },
    ]);
    expect(amountAttribute(0)).toBe("0");
  });
  it("the trade-in bag is the server's: tradesApplied is its total, whatever the client wrote", () => {
    const forged = [{ key: "_tradeInBags", value: JSON.stringify([{ prices: { instant_trade_in: { value: 99999 } } }]) }, { key: "tradesApplied", value: "99999.00" }, { key: "gift", value: "yes" }];
    const attributes = withTradeInBag(forged, [{ id: "ti_1", title: "Kelly 28", valueCents: 1200_50 }, { id: "ti_2", title: "Birkin 30", valueCents: 300_00 }]);
    const record = Object.fromEntries(attributes.map((a) => [a.key, a.value]));
    expect(record.tradesApplied).toBe("1500.50");
    expect(tradesAppliedCents(JSON.parse(record._tradeInBags!))).toBe(1500_50);
    expect(record.gift).toBe("yes");
    const empty = Object.fromEntries(withTradeInBag(forged, []).map((a) => [a.key, a.value]));
    expect(empty.tradesApplied).toBe("0");
    expect(empty._tradeInBags).toBeUndefined();
  });
});
