import { describe, expect, it } from "vitest";
import {
  addRecentSearch,
  readRecentSearches,
  RECENT_SEARCHES_LIMIT,
  RECENT_SEARCHES_MAX_AGE_SECONDS,
  recentSearchesCookie,
} from "./recent-searches.ts";

describe("recent searches", () => {
  it("keeps 8, newest first (spec 2 §9)", () => {
    expect(RECENT_SEARCHES_LIMIT).toBe(8);
    let terms: string[] = [];
    for (let i = 1; i <= 10; i++) terms = addRecentSearch(terms, `term ${i}`);
    expect(terms).toEqual(["term 10", "term 9", "term 8", "term 7", "term 6", "term 5", "term 4", "term 3"]);
  });

  it("moves a repeated term to the front once, ignoring case and extra spaces", () => {
    expect(addRecentSearch(["birkin", "Chanel flap", "kelly"], "  chanel   FLAP ")).toEqual(["chanel FLAP", "birkin", "kelly"]);
  });

  it("ignores an empty term", () => {
    expect(addRecentSearch(["kelly"], "   ")).toEqual(["kelly"]);
  });

  it("lives in a recentSearches cookie for 1000 days and reads back", () => {
    expect(RECENT_SEARCHES_MAX_AGE_SECONDS).toBe(1000 * 86_400);
    const cookie = recentSearchesCookie(["birkin; 35", "kelly"]);
    expect(cookie).toMatch(/^recentSearches=[^;]+; Max-Age=86400000; Path=\/; SameSite=Lax$/);
    const header = `a=1; ${cookie.split(";")[0]}; b=2`;
    expect(readRecentSearches(header)).toEqual(["birkin; 35", "kelly"]);
  });

  it("reads a missing or damaged cookie as no searches", () => {
    expect(readRecentSearches(null)).toEqual([]);
    expect(readRecentSearches("recentSearches=%5Bnot-json")).toEqual([]);
    expect(readRecentSearches("recentSearches=%7B%7D")).toEqual([]);
  });
});
