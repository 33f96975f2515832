import { describe, expect, it } from "vitest";
import { RECENTLY_VIEWED_MINIMUM, recentlyViewedToShow, showsRecentlyViewed } from "./recently-viewed.ts";

describe("recently viewed (spec 2 §5: a minimum of 2)", () => {
  it("shows the carousel from two products on", () => {
    expect(RECENTLY_VIEWED_MINIMUM).toBe(2);
    expect(showsRecentlyViewed(0)).toBe(false);
    expect(showsRecentlyViewed(1)).toBe(false);
    expect(showsRecentlyViewed(2)).toBe(true);
  });

  it("leaves out the product on screen before counting, and keeps the newest first", () => {
    expect(recentlyViewedToShow(["c", "b", "a"], "b", 10)).toEqual(["c", "a"]);
    expect(recentlyViewedToShow(["c", "b", "a"], undefined, 2)).toEqual(["c", "b"]);
    expect(showsRecentlyViewed(recentlyViewedToShow(["c", "b"], "c", 10).length)).toBe(false);
  });
});
