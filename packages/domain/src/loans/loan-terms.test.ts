import { describe, expect, it } from "vitest";
import { LOAN_FEE_PERCENT, LOAN_GRACE_DAYS, LOAN_TERM_DAYS, loanDueAt, loanDueSoonAt, loanFee, loanForfeitAt, loanOffer, loanPieceLimit, loanSharePercent } from "./loan-terms.ts";

const DAY = 86_400_000;

describe("the loan terms (decision 048)", () => {
  it("lends 40% of the appraisal to new customers and shoppers, up to 60% for Diamond", () => {
    expect(["new", "shopper", "bronze", "silver", "gold", "diamond"].map(loanSharePercent)).toEqual([40, 40, 45, 50, 55, 60]);
    expect(loanSharePercent("unknown")).toBe(40);
  });

  it("limits pieces at a time as the rewards page advertises", () => {
    expect(["new", "shopper", "bronze", "silver", "gold", "diamond"].map(loanPieceLimit)).toEqual([1, 1, 2, 3, 4, 5]);
  });

  it("rounds the amount down to $5 and charges a 6% fee for the term", () => {
    expect(LOAN_FEE_PERCENT).toBe(6);
    // 50% of $4,321.99 is $2,160.995 → $2,160; fee $129.60.
    expect(loanOffer(4_321_99, "silver")).toEqual({ sharePercent: 50, amountCents: 2_160_00, feeCents: 129_60, repaymentCents: 2_289_60 });
    expect(loanOffer(10_000_00, "diamond")).toEqual({ sharePercent: 60, amountCents: 6_000_00, feeCents: 360_00, repaymentCents: 6_360_00 });
    expect(loanFee(1_005_00)).toBe(60_30);
  });

  it("lends at least $100 and at most $50,000", () => {
    expect(loanOffer(249_00, "new")).toBeNull();
    expect(loanOffer(250_00, "new")).toMatchObject({ amountCents: 100_00 });
    expect(loanOffer(200_000_00, "diamond")).toMatchObject({ amountCents: 50_000_00, feeCents: 3_000_00 });
  });

  it("is due 60 days after the payout and forfeited 10 days later; the reminder goes 7 days before", () => {
    const funded = new Date("2026-03-01T12:00:00Z");
    expect(LOAN_TERM_DAYS).toBe(60);
    expect(LOAN_GRACE_DAYS).toBe(10);
    expect(loanDueAt(funded).toISOString()).toBe("2026-04-30T12:00:00.000Z");
    expect(loanForfeitAt(funded).getTime() - funded.getTime()).toBe(70 * DAY);
    expect(loanDueSoonAt(funded).toISOString()).toBe("2026-04-23T12:00:00.000Z");
  });
});
