import { describe, expect, it } from "vitest";
import { FEATURED_DESIGNERS, MAIN_NAVIGATION } from "./navigation.ts";

describe("main navigation (spec 1 §2)", () => {
  it("lists the entries in the spec's order", () => {
    expect(MAIN_NAVIGATION.map((e) => e.label)).toEqual([
      "For You", "New Arrivals", "Designers", "Bags", "Jewelry", "Watches", "Shoes", "Accessories", "Apparel",
      "Clearance", "Wholesale", "VIP Preview", "Editorial",
    ]);
  });
  it("links categories to their all-{category} collections and VIP Preview to nothing", () => {
    expect(MAIN_NAVIGATION.find((e) => e.label === "Bags")?.href).toBe("/collections/all-bags");
    expect(MAIN_NAVIGATION.find((e) => e.label === "VIP Preview")?.href).toBeNull();
    expect(MAIN_NAVIGATION.find((e) => e.label === "Designers")?.href).toBe("/collections/");
  });
  it("features 8 to 9 designers in every category menu", () => {
    for (const names of Object.values(FEATURED_DESIGNERS)) {
      expect(names.length).toBeGreaterThanOrEqual(8);
      expect(names.length).toBeLessThanOrEqual(9);
    }
  });
  it("offers clearance sub-links up to 20%, 30%, 40% off and Last Call", () => {
    const clearance = MAIN_NAVIGATION.find((e) => e.label === "Clearance");
    expect(clearance?.menu?.links.map((l) => l.label)).toEqual(["Up to 20% Off", "Up to 30% Off", "Up to 40% Off", "Last Call"]);
  });
});
