import { describe, expect, it } from "vitest";
import { parseRangeParam, rangeParam, searchRequest } from "./search-request.ts";

describe("searchRequest", () => {
  it("sends text, skip 48 × (page − 1), value and range refinements, the sort and the collection", () => {
    const body = searchRequest(
      {
        q: "chanel",
        page: 3,
        sort: "price-asc",
        refinements: { designer: ["Chanel", "Dior"], price: ["1000-2500", "10000-"], utm: ["x"], color: ["Black"] },
      },
      { collection: "all-bags" },
    );
    expect(body).toEqual({
      collection: "products",
      area: "Production",
      query: "chanel",
      skip: 96,
      pageSize: 48,
      refinements: [
        { navigationName: "designer", type: "Value", value: "Chanel" },
        { navigationName: "designer", type: "Value", value: "Dior" },
        { navigationName: "price", type: "Range", low: 1000, high: 2500 },
        { navigationName: "price", type: "Range", low: 10000, high: null },
        { navigationName: "color", type: "Value", value: "Black" },
      ],
      sorts: "price-asc",
      pageCategories: ["all-bags"],
    });
  });

  it("an unknown sort falls back to the page's default, or none", () => {
    const state = { q: "", page: 1, sort: "cheapest", refinements: {} };
    expect(searchRequest(state).sorts).toBeUndefined();
    expect(searchRequest(state, { defaultSort: "percent-off-retail" }).sorts).toBe("percent-off-retail");
  });
});

describe("range params", () => {
  it("round-trip, open-ended included, and refuse nonsense", () => {
    expect(rangeParam(1000, 2500)).toBe("1000-2500");
    expect(parseRangeParam("10000-")).toEqual({ low: 10000, high: null });
    expect(parseRangeParam("2500-1000")).toBeNull();
    expect(parseRangeParam("cheap")).toBeNull();
  });
});
