import { describe, expect, it } from "vitest";
import { FINANCING_MAX_CENTS, FINANCING_MIN_CENTS, isFinanceable, monthlyPayment, paymentEstimates } from "./financing-plan.ts";

describe("monthly payment (amortization)", () => {
  it("splits the amount evenly at 0% APR, rounding up to the cent", () => {
    expect(monthlyPayment(3000_00, 3, 0)).toBe(1000_00);
    expect(monthlyPayment(1000_00, 3, 0)).toBe(333_34);
  });

  it("amortizes at an APR: $10,000 over 12 months at 14.99% is $902.54 a month", () => {
    // 10000 · r / (1 − (1 + r)^−12), r = 0.1499/12, = 902.5359…
    expect(monthlyPayment(10_000_00, 12, 1499)).toBe(902_54);
  });

  it("amortizes $2,450 over 6 months at 9.99% to $420.32 a month", () => {
    // r = 0.0999/12 = 0.008325; 2450 · r / (1 − (1 + r)^−6) = 420.3133…
    expect(monthlyPayment(2450_00, 6, 999)).toBe(420_32);
  });

  it("refuses amounts and terms that are not positive", () => {
    expect(() => monthlyPayment(0, 3, 0)).toThrow(RangeError);
    expect(() => monthlyPayment(100_00, 0, 0)).toThrow(RangeError);
  });
});

describe("payment estimates", () => {
  it("gives 3, 6 and 12 months with totals and interest", () => {
    const estimates = paymentEstimates(2450_00);
    expect(estimates.map((e) => e.months)).toEqual([3, 6, 12]);
    expect(estimates[0]).toEqual({ months: 3, aprBasisPoints: 0, monthlyPaymentCents: 816_67, totalCents: 2450_01, interestCents: 1 });
    expect(estimates[1]).toMatchObject({ monthlyPaymentCents: 420_32, totalCents: 2521_92, interestCents: 71_92 });
  });

  it("finances from $100 to $50,000 only", () => {
    expect(FINANCING_MIN_CENTS).toBe(100_00);
    expect(isFinanceable(99_99)).toBe(false);
    expect(isFinanceable(FINANCING_MAX_CENTS)).toBe(true);
    expect(paymentEstimates(FINANCING_MAX_CENTS + 1)).toEqual([]);
  });
});
