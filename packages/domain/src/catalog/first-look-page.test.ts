import { describe, expect, it } from "vitest";
import { buyableFirst, FIRST_LOOK_TEASER_COUNT, firstLookPageCount, firstLookPagePlan, GENERAL_PAGE_SIZE, GENERAL_PAGE_SIZE_WITH_FIRST_LOOK } from "./first-look-page.ts";

describe("first page of new arrivals (spec 2 §4: general view 46 if first-look products exist, else 48)", () => {
  it("uses the spec's figures", () => {
    expect(GENERAL_PAGE_SIZE_WITH_FIRST_LOOK).toBe(46);
    expect(GENERAL_PAGE_SIZE).toBe(48);
    expect(FIRST_LOOK_TEASER_COUNT).toBe(2);
  });

  it("gives members every first-look piece first, then 46 general-view pieces", () => {
    expect(firstLookPagePlan({ page: 1, firstLookCount: 18, isMember: true })).toEqual({ firstLookLimit: 18, generalOffset: 0, generalLimit: 46 });
    expect(firstLookPagePlan({ page: 1, firstLookCount: 600, isMember: true }).firstLookLimit).toBe(48);
  });

  it("gives everyone else two first-look teaser cards, then 46 general-view pieces", () => {
    expect(firstLookPagePlan({ page: 1, firstLookCount: 18, isMember: false })).toEqual({ firstLookLimit: 2, generalOffset: 0, generalLimit: 46 });
    expect(firstLookPagePlan({ page: 1, firstLookCount: 1, isMember: false }).firstLookLimit).toBe(1);
  });

  it("keeps 48 general-view pieces when no first-look piece exists", () => {
    expect(firstLookPagePlan({ page: 1, firstLookCount: 0, isMember: true })).toEqual({ firstLookLimit: 0, generalOffset: 0, generalLimit: 48 });
  });

  it("continues the general view where page 1 stopped", () => {
    expect(firstLookPagePlan({ page: 2, firstLookCount: 5, isMember: false })).toEqual({ firstLookLimit: 0, generalOffset: 46, generalLimit: 48 });
    expect(firstLookPagePlan({ page: 3, firstLookCount: 5, isMember: true }).generalOffset).toBe(94);
    expect(firstLookPagePlan({ page: 2, firstLookCount: 0, isMember: true }).generalOffset).toBe(48);
  });

  it("counts pages of the general view", () => {
    expect(firstLookPageCount(46, 3)).toBe(1);
    expect(firstLookPageCount(47, 3)).toBe(2);
    expect(firstLookPageCount(48, 0)).toBe(1);
    expect(firstLookPageCount(0, 0)).toBe(1);
  });
});

describe("a list page for someone who may not shop the VIP preview (decision 041)", () => {
  const card = (id: string, firstLookProduct: boolean) => ({ id, firstLookProduct });
  const page = [card("vip-1", true), card("vip-2", true), card("a", false), card("b", false), card("vip-3", true), card("c", false)];

  it("leads with the pieces they can buy, then the page's VIP pieces, each in the list's order", () => {
    expect(buyableFirst(page, false).map((c) => c.id)).toEqual(["a", "b", "c", "vip-1", "vip-2", "vip-3"]);
  });

  it("keeps the list's own order for members", () => {
    expect(buyableFirst(page, true).map((c) => c.id)).toEqual(page.map((c) => c.id));
  });
});
