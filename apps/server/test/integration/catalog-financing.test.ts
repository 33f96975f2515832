import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const estimate = (query: string) => t.app.inject({ method: "GET", url: `/api/v6/financing/estimate/${query}` });

describe("GET /api/v6/financing/estimate/?amount= (dollars in, cents out)", () => {
  it("gives 3, 6 and 12 monthly payments for an amount", async () => {
    const response = await estimate("?amount=2450");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: "maison",
      amount_cents: 2450_00,
      currency: "USD",
      eligible: true,
      min_amount_cents: 100_00,
      max_amount_cents: 50_000_00,
      options: [
        { months: 3, apr: 0, monthly_payment_cents: 816_67, total_cents: 2450_01, interest_cents: 1 },
        { months: 6, apr: 9.99, monthly_payment_cents: 420_32, total_cents: 2521_92, interest_cents: 71_92 },
        { months: 12, apr: 14.99, monthly_payment_cents: 221_13, total_cents: 2653_56, interest_cents: 203_56 },
      ],
    });
  });

  it("reads cents exactly", async () => {
    expect((await estimate("?amount=300.10")).json().amount_cents).toBe(300_10);
    expect((await estimate("?amount=300.1")).json().amount_cents).toBe(300_10);
  });

  it("offers nothing outside $100 to $50,000", async () => {
    const small = (await estimate("?amount=99.99")).json();
    expect(small).toMatchObject({ eligible: false, options: [] });
  });

  it("answers 400 naming amount when it is missing or not dollars", async () => {
    for (const query of ["", "?amount=", "?amount=-5", "?amount=12.345", "?amount=abc"]) {
      const response = await estimate(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe("amount");
    }
  });
});
