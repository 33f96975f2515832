import { describe, expect, it } from "vitest";
import type { Navigation } from "@maison/contracts/search";
import { facetGroups, selectedChips } from "./facet-groups.ts";

const navigations: Navigation[] = [
  { name: "color", displayName: "Color", type: "Value", or: true, refinements: [{ type: "Value", value: "Black", count: 12 }] },
  {
    name: "price",
    displayName: "Price",
    type: "Range",
    or: true,
    refinements: [{ type: "Range", low: 1000, high: 2500, displayName: "$1,000 to $2,500", count: 4 }],
  },
  { name: "availability", displayName: "Availability", type: "Value", or: false, refinements: [{ type: "Value", value: "In Stock", count: 30 }] },
  { name: "designer", displayName: "Designer", type: "Value", or: true, refinements: [{ type: "Value", value: "Chanel", count: 7 }] },
  { name: "size", displayName: "Size", type: "Value", or: true, refinements: [] },
];

const state = { q: "", page: 1, sort: undefined, refinements: { designer: ["Chanel"], price: ["1000-2500"], condition: ["Pristine"] } };

describe("facetGroups", () => {
  it("orders filters as the house lists them, drops empty ones and ticks the URL's choices", () => {
    const groups = facetGroups(navigations, state);
    expect(groups.map((g) => g.name)).toEqual(["designer", "color", "price", "availability"]);
    expect(groups[0]).toEqual({
      name: "designer",
      displayName: "Designer",
      multiSelect: true,
      options: [{ param: "Chanel", label: "Chanel", count: 7, selected: true }],
      selectedCount: 1,
    });
    expect(groups[2]?.options[0]).toEqual({ param: "1000-2500", label: "$1,000 to $2,500", count: 4, selected: true });
    expect(groups[3]?.multiSelect).toBe(false);
  });
});

describe("selectedChips", () => {
  it("labels each selection as its facet does, also a known filter without values this time", () => {
    const chips = selectedChips(facetGroups(navigations, state), state);
    expect(chips).toEqual([
      { name: "designer", displayName: "Designer", param: "Chanel", label: "Chanel" },
      { name: "price", displayName: "Price", param: "1000-2500", label: "$1,000 to $2,500" },
      { name: "condition", displayName: "Condition", param: "Pristine", label: "Pristine" },
    ]);
  });
});
