import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { call } from "./favorites-fixtures.ts";
import { CLASSIC_FLAP_MEDIUM_CAVIAR, seedSkus } from "./valuation-fixtures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedSkus(t);
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/v6/sell/sku/{code}/ (a Clair code's piece, decision 059)", () => {
  it("names the piece of the sellers' catalog a code stands for", async () => {
    const response = await call(t, null, "GET", `/api/v6/sell/sku/${CLASSIC_FLAP_MEDIUM_CAVIAR}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sku: CLASSIC_FLAP_MEDIUM_CAVIAR, title: "Chanel Classic Flap Medium, Caviar Leather", designer: "Chanel" });
  });

  it("answers 404 naming the code for an unknown one, and 400 for a malformed one", async () => {
    const unknown = await call(t, null, "GET", "/api/v6/sell/sku/chanel-nothing-0000000/");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "sku_not_found", field: "code", detail: "This piece is not in our catalog." });
    const malformed = await call(t, null, "GET", "/api/v6/sell/sku/NOT%20A%20CODE/");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: "code" });
  });
});
