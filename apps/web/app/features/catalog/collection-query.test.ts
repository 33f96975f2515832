import { describe, expect, it } from "vitest";
import { collectionPageHref, parseCollectionQuery } from "./collection-query.ts";

const parse = (query: string) => parseCollectionQuery(new URLSearchParams(query));

describe("parseCollectionQuery", () => {
  it("defaults to the first page and the collection's own sort", () => {
    expect(parse("")).toEqual({ page: 1, sort: undefined });
  });

  it("reads a page number and a known sort", () => {
    expect(parse("page=3&sort=price-desc")).toEqual({ page: 3, sort: "price-desc" });
  });

  it("ignores an unknown sort", () => {
    expect(parse("sort=cheapest")).toEqual({ page: 1, sort: undefined });
  });

  it("rejects pages that are not page numbers", () => {
    expect(parse("page=0")).toBeNull();
    expect(parse("page=-2")).toBeNull();
    expect(parse("page=2.5")).toBeNull();
    expect(parse("page=abc")).toBeNull();
    expect(parse("page=10001")).toBeNull();
  });
});

describe("collectionPageHref", () => {
  it("leaves page 1 without a page parameter", () => {
    expect(collectionPageHref("/collections/all-bags", 1, undefined)).toBe("/collections/all-bags");
  });

  it("keeps the sort on every page", () => {
    expect(collectionPageHref("/collections/all-bags", 2, "price-asc")).toBe(
      "/collections/all-bags?sort=price-asc&page=2",
    );
  });
});
