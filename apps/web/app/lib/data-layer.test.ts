import { describe, expect, it } from "vitest";
import { pushToDataLayer } from "./data-layer.ts";

describe("the page's data layer", () => {
  it("starts the array tag managers read, and appends each event in order", () => {
    const page: { dataLayer?: unknown[] } = {};
    pushToDataLayer({ event: "page_view", page_path: "/collections/all-bags" }, page);
    pushToDataLayer({ event: "add_to_cart", item_variant_id: "9000000000001" }, page);
    expect(page.dataLayer).toEqual([
      { event: "page_view", page_path: "/collections/all-bags" },
      { event: "add_to_cart", item_variant_id: "9000000000001" },
    ]);
  });

  it("keeps what a tag manager put there first", () => {
    const page = { dataLayer: [{ "gtm.start": 1 }] as unknown[] };
    pushToDataLayer({ event: "search", search_term: "kelly", results_count: 12 }, page);
    expect(page.dataLayer).toHaveLength(2);
  });

  it("does nothing while the page renders on the server", () => {
    expect(() => pushToDataLayer({ event: "page_view", page_path: "/" }, undefined)).not.toThrow();
  });
});
