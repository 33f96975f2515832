import { describe, expect, it } from "vitest";
import { AUTOCOMPLETE_SIZE, SEARCH_PAGE_SIZE, searchHasMore, SUGGESTED_DESIGNERS_SIZE, SUGGESTIONS_PAGE_SIZE, TOP_MATCH_SIZE } from "./search-limits.ts";

describe("search paging (spec 2 §9)", () => {
  it("uses the figures of the spec: page 48, suggestions 6, top matches 3, designers 8, autocomplete 8", () => {
    expect([SEARCH_PAGE_SIZE, SUGGESTIONS_PAGE_SIZE, TOP_MATCH_SIZE, SUGGESTED_DESIGNERS_SIZE, AUTOCOMPLETE_SIZE]).toEqual([48, 6, 3, 8, 8]);
  });
});

describe("has_more (spec 2 §5: true while the offset plus page size is under 100)", () => {
  it("is true for the first and second pages of 48 of a large result", () => {
    expect(searchHasMore(0, 48, 5000)).toBe(true);
    expect(searchHasMore(48, 48, 5000)).toBe(true);
  });
  it("is false once offset plus page size reaches 100", () => {
    expect(searchHasMore(96, 48, 5000)).toBe(false);
    expect(searchHasMore(52, 48, 5000)).toBe(false);
    expect(searchHasMore(51, 48, 5000)).toBe(true);
  });
  it("is false when no results remain beyond the page", () => {
    expect(searchHasMore(0, 48, 48)).toBe(false);
    expect(searchHasMore(0, 48, 49)).toBe(true);
  });
});
