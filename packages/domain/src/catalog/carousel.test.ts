import { describe, expect, it } from "vitest";
import { showsMoreMatchesCard, sliderPageSize } from "./carousel.ts";

describe("carousel (spec 2 §5, §9)", () => {
  it("shows 'More Matches Available' when the total is over 14 and a see-all link exists", () => {
    expect(showsMoreMatchesCard(15, "/collections/all-bags")).toBe(true);
    expect(showsMoreMatchesCard(14, "/collections/all-bags")).toBe(false);
    expect(showsMoreMatchesCard(200, null)).toBe(false);
    expect(showsMoreMatchesCard(200, "")).toBe(false);
  });

  it("pages the slider by 4 up to 768 px, else by 14", () => {
    expect(sliderPageSize(768)).toBe(4);
    expect(sliderPageSize(769)).toBe(14);
  });
});
