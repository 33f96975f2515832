import { describe, expect, it } from "vitest";
import { paginationRange } from "./pagination-range.ts";

describe("paginationRange", () => {
  it("shows a single page for empty and one-page lists", () => {
    expect(paginationRange(1, 0)).toEqual([1]);
    expect(paginationRange(1, 1)).toEqual([1]);
  });

  it("lists every page when they fit in the bar", () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("collapses the far end near the start and the near end near the finish", () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis", 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis", 20]);
    expect(paginationRange(20, 20)).toEqual([1, "ellipsis", 16, 17, 18, 19, 20]);
  });

  it("shows both gaps in the middle", () => {
    expect(paginationRange(10, 20)).toEqual([1, "ellipsis", 9, 10, 11, "ellipsis", 20]);
    expect(paginationRange(5, 20)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 20]);
  });

  it("clamps a current page outside the range", () => {
    expect(paginationRange(99, 9)).toEqual([1, "ellipsis", 5, 6, 7, 8, 9]);
    expect(paginationRange(0, 9)).toEqual([1, 2, 3, 4, 5, "ellipsis", 9]);
  });

  it("widens the window with more siblings", () => {
    expect(paginationRange(10, 20, 2)).toEqual([1, "ellipsis", 8, 9, 10, 11, 12, "ellipsis", 20]);
  });
});
