import { describe, expect, it } from "vitest";
import {
  clearRefinements,
  hasRefinements,
  parseSearchState,
  searchSkip,
  searchStateHref,
  toggleRefinement,
  withPage,
} from "./search-url.ts";

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe("parseSearchState", () => {
  it("reads the text, sort, page and repeated facet values", () => {
    expect(parse("q=chanel++flap&designer=Chanel&designer=Herm%C3%A8s&color=Black&sort=price-asc&page=3")).toEqual({
      q: "chanel flap",
      page: 3,
      sort: "price-asc",
      refinements: { designer: ["Chanel", "Hermès"], color: ["Black"] },
    });
  });

  it("starts on page 1 without filters", () => {
    expect(parse("")).toEqual({ q: "", page: 1, sort: undefined, refinements: {} });
  });

  it("ignores campaign parameters, odd names, duplicates and empty values", () => {
    expect(parse("utm_source=mail&gclid=x&Designer=x&color=&color=Red&color=Red")?.refinements).toEqual({ color: ["Red"] });
  });

  it("never reads the site's own parameters as filters (cart=open, newsletter=off)", () => {
    const state = parse("cart=open&newsletter=off&platform=native");
    expect(state?.refinements).toEqual({});
    expect(state && hasRefinements(state)).toBe(false);
  });

  it("refuses a page that is not a page number", () => {
    expect(parse("page=0")).toBeNull();
    expect(parse("page=two")).toBeNull();
    expect(parse("page=10001")).toBeNull();
  });
});

describe("URL round trip", () => {
  it("writes facets in name order, page 1 without a page parameter", () => {
    const state = { q: "birkin", page: 1, sort: "newest", refinements: { size: ["30"], color: ["Gold", "Black"] } };
    expect(searchStateHref("/search", state)).toBe("/search?q=birkin&color=Gold&color=Black&size=30&sort=newest");
    expect(parse(searchStateHref("/search", state).split("?")[1] ?? "")).toEqual(state);
  });

  it("a bare page has no query", () => {
    expect(searchStateHref("/collections/all-bags", { q: "", page: 1, sort: undefined, refinements: {} })).toBe("/collections/all-bags");
  });
});

describe("refinement changes", () => {
  const base = { q: "kelly", page: 4, sort: "newest", refinements: { color: ["Black"] } };

  it("adds and removes a value, back to page 1", () => {
    const added = toggleRefinement(base, "color", "Gold");
    expect(added).toEqual({ ...base, page: 1, refinements: { color: ["Black", "Gold"] } });
    const removed = toggleRefinement(toggleRefinement(base, "color", "Black"), "size", "25");
    expect(removed.refinements).toEqual({ size: ["25"] });
  });

  it("Clear all keeps the text and the sort", () => {
    const cleared = clearRefinements(base);
    expect(cleared).toEqual({ q: "kelly", page: 1, sort: "newest", refinements: {} });
    expect(hasRefinements(cleared)).toBe(false);
    expect(hasRefinements(base)).toBe(true);
  });

  it("withPage moves between pages", () => {
    expect(withPage(base, 2).page).toBe(2);
  });
});

describe("searchSkip", () => {
  it("is 48 × (page − 1) (spec 2 §9)", () => {
    expect(searchSkip(1)).toBe(0);
    expect(searchSkip(2)).toBe(48);
    expect(searchSkip(5)).toBe(192);
  });
});
