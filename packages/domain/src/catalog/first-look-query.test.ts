import { describe, expect, it } from "vitest";
import { dropsGeneralViewFilter, homeCarouselQuery } from "./first-look-query.ts";

describe("homepage carousel query (spec 1 §7)", () => {
  it("asks for the first 20 tagged pieces for sale, general view only, newest first", () => {
    expect(homeCarouselQuery("new-arrivals", { canSeeFirstLook: false, mustShowNavbarMessage: true })).toEqual({
      first: 20,
      query: "tag:new-arrivals AND available_for_sale:true AND tag:bc-filter-General View",
      sortKey: "CREATED_AT",
      reverse: true,
    });
  });

  it("drops the general-view filter only with can_see_first_look and must_show_navbar_message", () => {
    const early = homeCarouselQuery("new-arrivals", { canSeeFirstLook: true, mustShowNavbarMessage: true });
    expect(early.query).toBe("tag:new-arrivals AND available_for_sale:true");
    expect(dropsGeneralViewFilter({ canSeeFirstLook: true, mustShowNavbarMessage: false })).toBe(false);
    expect(dropsGeneralViewFilter({ canSeeFirstLook: false, mustShowNavbarMessage: true })).toBe(false);
  });
});
