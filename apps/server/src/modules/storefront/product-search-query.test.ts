import { describe, expect, it } from "vitest";
import { parseProductQuery, ProductQueryError } from "./product-search-query.ts";

describe("parseProductQuery", () => {
  it("reads the spec's query, the General View clause taking in its second word", () => {
    expect(parseProductQuery("tag:new-arrivals AND available_for_sale:true AND tag:bc-filter-General View")).toEqual({
      kind: "and",
      items: [
        { kind: "field", field: "tag", comparator: ":", value: "new-arrivals" },
        { kind: "field", field: "available_for_sale", comparator: ":", value: "true" },
        { kind: "field", field: "tag", comparator: ":", value: "bc-filter-General View" },
      ],
    });
  });

  it("reads quotes, OR, NOT, minus, parentheses and comparators; adjacent terms are AND'ed", () => {
    expect(parseProductQuery('(vendor:"Louis Vuitton" OR vendor:Chanel) -tag:"bc-filter-VIP Preview" variants.price:>=100')).toEqual({
      kind: "and",
      items: [
        {
          kind: "or",
          items: [
            { kind: "field", field: "vendor", comparator: ":", value: "Louis Vuitton" },
            { kind: "field", field: "vendor", comparator: ":", value: "Chanel" },
          ],
        },
        { kind: "not", item: { kind: "field", field: "tag", comparator: ":", value: "bc-filter-VIP Preview" } },
        { kind: "field", field: "variants.price", comparator: ">=", value: "100" },
      ],
    });
    expect(parseProductQuery("speedy NOT title:damier")).toEqual({
      kind: "and",
      items: [{ kind: "text", value: "speedy" }, { kind: "not", item: { kind: "field", field: "title", comparator: ":", value: "damier" } }],
    });
    expect(parseProductQuery("  ")).toEqual({ kind: "all" });
  });

  it("reads the skeleton sitemap's published_status filter, the quoted value keeping its colon", () => {
    expect(parseProductQuery("published_status:'online_store:visible'")).toEqual({ kind: "field", field: "published_status", comparator: ":", value: "online_store:visible" });
  });

  it("refuses unknown fields, empty values and unbalanced input", () => {
    for (const bad of ["colour:red", "tag:", "(tag:a", "tag:a)", 'title:"open', "tag:a AND"]) {
      expect(() => parseProductQuery(bad), bad).toThrow(ProductQueryError);
    }
  });
});
