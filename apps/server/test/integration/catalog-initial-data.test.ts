import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(); // Wednesday 2026-11-18 12:00 UTC: inside the VIP preview (07:00 in New York)
});

afterAll(async () => {
  await t.close();
});

const initialData = (query = "", headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: `/api/v6/initial-data/${query}`, headers });

describe("GET /api/v6/initial-data/?timestamp", () => {
  it("is cached for an hour and varies by country", async () => {
    const response = await initialData("?timestamp=1731931200");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.headers.vary).toBe("x-country-code, cookie");
    expect(response.json().release_version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("carries the configured lists, prefixes and tiers", async () => {
    const body = (await initialData()).json();
    expect(body.sort_options.map((s: { key: string }) => s.key)).toEqual(["newest", "most-popular", "price-asc", "price-desc", "percent-off-retail", "best-selling"]);
    expect(body.availability_options).toEqual([{ key: "in-stock", label: "In Stock" }, { key: "all", label: "All" }]);
    expect(body.vip_options.map((o: { label: string }) => o.label)).toEqual(["All", "Available", "Sold", "VIP Items", "Non-VIP Items"]);
    expect(body.allowed_filters).toContain("designer");
    expect(body.plp_filter_rules.find((r: { name: string }) => r.name === "price")).toMatchObject({ usd_only: true });
    expect(body.plp_size_tag_prefix).toBe("size:");
    expect(body.extra_tags_prefix).toBe("bc-filter-");
    expect(body.rewards_tiers.map((r: { name: string; rank: number }) => [r.name, r.rank])).toContainEqual(["Diamond", 5]);
    expect(body.rewards_tiers.find((r: { tier_key: string }) => r.tier_key === "bronze").min_spend_cents).toBe(500_00);
    expect(body.product_metafields).toContainEqual({ namespace: "maison", key: "estimated_retail_price" });
    expect(body.pdp_field_mapping.condition_specifics).toEqual({ title: "Condition Notes", section: "Condition" });
    expect(body.stores).toEqual([
      { id: "new-york-soho", name: "Maison SoHo, New York" },
      { id: "los-angeles-melrose", name: "Maison Melrose, Los Angeles" },
      { id: "miami-design-district", name: "Maison Design District, Miami" },
      { id: "chicago-gold-coast", name: "Maison Gold Coast, Chicago" },
    ]);
    expect(body.estimated_retail_threshold).toBe(0.95);
    expect(body.carousel).toEqual({ page_size: 20, more_matches_min_total: 14, slider_page_size: 14, slider_page_size_small: 4 });
  });

  it("gives the VIP preview schedule and the message that applies now", async () => {
    expect((await initialData()).json().vip_preview).toEqual({
      weekday: 3,
      duration_hours: 24,
      start_override: null,
      phase: "vip",
      start: "2026-11-18T05:00:00.000Z",
      end: "2026-11-19T05:00:00.000Z",
      must_show_navbar_message: true,
    });
    t.clock.set("2026-11-17T12:00:00.000Z");
    try {
      expect((await initialData()).json().vip_preview.phase).toBe("generic");
    } finally {
      t.clock.set("2026-11-18T12:00:00.000Z");
    }
  });

  it("reads the currency from the country header", async () => {
    expect((await initialData()).json().country).toEqual({ country_code: "US", currency: "USD", is_international: false, is_usd_international: false });
    expect((await initialData("", { "x-country-code": "gb" })).json().country).toMatchObject({ country_code: "GB", currency: "GBP", is_international: true });
    expect((await initialData("", { "x-country-code": "EC" })).json().country).toMatchObject({ currency: "USD", is_usd_international: true });
  });

  it("refuses unknown query parameters with a 400 naming them", async () => {
    const response = await initialData("?colour=red");
    expect(response.statusCode).toBe(400);
  });
});
