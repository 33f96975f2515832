import { describe, expect, it } from "vitest";
import { calculateSalesTax, formatTaxRate, refundedTaxCents, salesTaxRateFor, taxableAmounts, type TaxComponent } from "./sales-tax.ts";
import { SALES_TAX_RATES_AS_OF, US_STATE_SALES_TAX, ZIP3_LOCAL_SALES_TAX } from "./sales-tax-rates.ts";

const us = (province: string, zip: string) => ({ countryCode: "US", province, zip });
const piece = (reference: string, amountCents: number): TaxComponent => ({ reference, kind: "product", amountCents });
const shipping = (amountCents: number): TaxComponent => ({ reference: "shipping", kind: "shipping", amountCents });
const protection = (amountCents: number): TaxComponent => ({ reference: "protection", kind: "shipping_protection", amountCents });

describe("the rate dataset (Tax Foundation, rates in force on 1 January 2024)", () => {
  it("holds the 50 states and DC, five of them without a statewide tax", () => {
    expect(SALES_TAX_RATES_AS_OF).toBe("2024-01-01");
    expect(Object.keys(US_STATE_SALES_TAX)).toHaveLength(51);
    expect(Object.entries(US_STATE_SALES_TAX).filter(([, s]) => s.rate === 0).map(([code]) => code).sort()).toEqual(["AK", "DE", "MT", "NH", "OR"]);
  });

  it("quotes the statewide rates: California 7.25 % (1 % local included), Tennessee 7 %, Missouri 4.225 %, Minnesota 6.875 %, DC 6 %", () => {
    expect(formatTaxRate(US_STATE_SALES_TAX.CA!.rate)).toBe("7.25%");
    expect(formatTaxRate(US_STATE_SALES_TAX.TN!.rate)).toBe("7%");
    expect(formatTaxRate(US_STATE_SALES_TAX.MO!.rate)).toBe("4.225%");
    expect(formatTaxRate(US_STATE_SALES_TAX.MN!.rate)).toBe("6.875%");
    expect(formatTaxRate(US_STATE_SALES_TAX.DC!.rate)).toBe("6%");
  });

  it("local prefixes add up to the cities' published rates: New York City 8.875 %, Chicago 10.25 %, Philadelphia 8 %, San Francisco 8.625 %, Las Vegas 8.375 %", () => {
    expect(salesTaxRateFor(us("NY", "10003"))).toEqual({ jurisdiction: "New York City, NY", state: "NY", rate: 8875, taxesShipping: true });
    expect(formatTaxRate(salesTaxRateFor(us("IL", "60611"))!.rate)).toBe("10.25%");
    expect(formatTaxRate(salesTaxRateFor(us("PA", "19103"))!.rate)).toBe("8%");
    expect(formatTaxRate(salesTaxRateFor(us("CA", "94105"))!.rate)).toBe("8.625%");
    expect(formatTaxRate(salesTaxRateFor(us("NV", "89109"))!.rate)).toBe("8.375%");
    for (const local of Object.values(ZIP3_LOCAL_SALES_TAX)) expect(US_STATE_SALES_TAX[local.state]).toBeDefined();
  });
});

describe("the rate at an address", () => {
  it("elsewhere in a state, the state rate alone; a state's name reads like its code", () => {
    expect(salesTaxRateFor(us("NY", "12207"))).toEqual({ jurisdiction: "New York", state: "NY", rate: 4000, taxesShipping: true });
    expect(salesTaxRateFor(us("California", "90210"))).toMatchObject({ state: "CA", rate: 7250, taxesShipping: false });
  });

  it("a ZIP prefix counts only in its own state", () => {
    expect(salesTaxRateFor(us("NJ", "10003"))).toMatchObject({ jurisdiction: "New Jersey", rate: 6625 });
  });

  it("no US tax abroad, in the territories or without a state", () => {
    expect(salesTaxRateFor({ countryCode: "FR", province: "", zip: "75001" })).toBeNull();
    expect(salesTaxRateFor(us("PR", "00901"))).toBeNull();
    expect(salesTaxRateFor(us("", "10003"))).toBeNull();
  });
});

describe("the tax of an order", () => {
  it("New York City taxes the piece, the shipping and its protection: $1,480 + $20 + $10 at 8.875 % is $134.01", () => {
    const result = calculateSalesTax(us("NY", "10003"), [piece("a", 1480_00), shipping(20_00), protection(10_00)]);
    expect(result.taxCents).toBe(134_01);
    expect(result.components.map((c) => [c.reference, c.taxableCents, c.taxCents])).toEqual([
      ["a", 1480_00, 131_35],
      ["shipping", 20_00, 1_77],
      ["protection", 10_00, 89],
    ]);
  });

  it("California taxes the piece only (7.25 %): shipping and protection are delivery charges it does not tax", () => {
    const result = calculateSalesTax(us("CA", "90210"), [piece("a", 1000_00), shipping(20_00), protection(10_00)]);
    expect(result.taxCents).toBe(72_50);
    expect(result.components.map((c) => c.taxCents)).toEqual([72_50, 0, 0]);
  });

  it("rounds half up once and spreads the cents so the lines add up to the order", () => {
    const result = calculateSalesTax(us("MO", "63101"), [piece("a", 333_33), piece("b", 333_33), piece("c", 333_34)]);
    expect(result.taxCents).toBe(Math.floor((1000_00 * 4225 + 50_000) / 100_000));
    expect(result.components.reduce((sum, c) => sum + c.taxCents, 0)).toBe(result.taxCents);
  });

  it("membership contributions and complimentary lines are never taxed", () => {
    const result = calculateSalesTax(us("NY", "10003"), [{ reference: "m", kind: "membership", amountCents: 100_00 }, { reference: "z", kind: "zero_cost", amountCents: 0 }]);
    expect(result.taxCents).toBe(0);
  });

  it("Oregon and abroad: nothing", () => {
    expect(calculateSalesTax(us("OR", "97201"), [piece("a", 5000_00)]).taxCents).toBe(0);
    const abroad = calculateSalesTax({ countryCode: "GB", province: "", zip: "SW1A 1AA" }, [piece("a", 5000_00)]);
    expect(abroad).toEqual({ rate: null, taxCents: 0, components: [{ reference: "a", kind: "product", taxableCents: 0, taxCents: 0 }] });
    expect(calculateSalesTax(null, [piece("a", 5000_00)]).taxCents).toBe(0);
  });
});

describe("what is taxed of each line", () => {
  it("points are money off the pieces, spread like a discount; other lines keep their amount", () => {
    const amounts = taxableAmounts(
      [
        { reference: "a", kind: "product", totalCents: 300_00 },
        { reference: "b", kind: "product", totalCents: 100_00 },
        { reference: "p", kind: "shipping_protection", totalCents: 5_00 },
      ],
      40_00,
    );
    expect(amounts.map((a) => a.amountCents)).toEqual([270_00, 90_00, 5_00]);
  });
});

describe("tax given back on a cancellation", () => {
  const charged = [
    { reference: "a", kind: "product" as const, taxCents: 80_00 },
    { reference: "b", kind: "product" as const, taxCents: 20_00 },
    { reference: "protection", kind: "shipping_protection" as const, taxCents: 1_00 },
    { reference: "shipping", kind: "shipping" as const, taxCents: 2_00 },
  ];

  it("each cancelled line's own tax, pro rata as charged; delivery tax once nothing is left to ship", () => {
    expect(refundedTaxCents(charged, new Set(["b"]))).toBe(20_00);
    expect(refundedTaxCents(charged, new Set(["a", "b"]))).toBe(103_00);
  });
});
