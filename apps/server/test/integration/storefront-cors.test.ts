import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The storefront API is public and token-based (Shopify's clients call it from any site), so another
 * origin may call it, but never with the shopper's credentials: the answer to a cross-origin call does
 * not allow credentials (a page elsewhere cannot read a signed-in member's prices or cart through the
 * browser's cookie), and the browser's preflight for the token header is answered.
 */
const PATHS = ["/api/2024-07/graphql.json", "/api/2025-01/graphql.json"];
const ELSEWHERE = "https://shop.elsewhere.example";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("the storefront API across origins", () => {
  it.each(PATHS)("%s answers another origin without allowing credentials", async (url) => {
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { origin: ELSEWHERE, "content-type": "application/json", "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN },
      payload: JSON.stringify({ query: "{ shop { name } }" }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.shop.name).toBeTruthy();
    expect(response.headers["access-control-allow-origin"]).toBe(ELSEWHERE);
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/Origin/i);
  });

  it.each(PATHS)("%s answers the preflight for the token header", async (url) => {
    const response = await t.app.inject({
      method: "OPTIONS",
      url,
      headers: { origin: ELSEWHERE, "access-control-request-method": "POST", "access-control-request-headers": "content-type,x-shopify-storefront-access-token" },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(ELSEWHERE);
    expect(response.headers["access-control-allow-methods"]).toContain("POST");
    expect(String(response.headers["access-control-allow-headers"]).toLowerCase()).toContain("x-shopify-storefront-access-token");
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("a same-origin call is answered as before, with no CORS headers when the browser sends no Origin", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: PATHS[0],
      headers: { "content-type": "application/json", "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN },
      payload: JSON.stringify({ query: "{ shop { name } }" }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
