import { describe, expect, it } from "vitest";
import { listingDetails, listingPhotoAlt, listingProblem, listingTags, listingTitle, listingViewOf, withListingView, type ListingFacts } from "./listing.ts";

const birkin: ListingFacts = {
  vendor: "Hermès",
  model: "Birkin 30",
  category: "bags",
  itemType: "Top Handle",
  condition: "Excellent",
  conditionNotes: "Light marks on the base.",
  colors: ["Gold"],
  exteriorMaterial: "Togo Leather",
  interiorMaterial: "Chevre Leather",
  size: "30 cm",
  gender: "women",
  priceCents: 18_500_00,
  originalPriceCents: null,
  estimatedRetailCents: 14_900_00,
};

describe("listing title", () => {
  it("names the model and its short material, as the catalogue does", () => {
    expect(listingTitle(birkin)).toBe("Birkin 30 Togo");
    expect(listingTitle({ ...birkin, model: null, itemType: "Tote", exteriorMaterial: "Canvas" })).toBe("Canvas Tote");
    expect(listingTitle({ ...birkin, category: "jewelry", model: "Love Bracelet", exteriorMaterial: "18k Yellow Gold" })).toBe("18k Yellow Gold Love Bracelet");
    expect(listingTitle({ ...birkin, category: "watches", model: "Submariner Date", size: "41 mm", exteriorMaterial: "Stainless Steel" })).toBe("Submariner Date 41 mm");
  });

  it("leaves the material out when the name already says it", () => {
    expect(listingTitle({ ...birkin, model: "Cashmere Cardigan", category: "apparel", exteriorMaterial: "Cashmere" })).toBe("Cashmere Cardigan");
  });
});

describe("listing tags", () => {
  it("leads with the general view, adds the chosen tags and those the facts imply", () => {
    expect(listingTags(birkin, ["most-wanted"], "general")).toEqual([
      "bc-filter-General View",
      "most-wanted",
      "item-type:Top Handle",
      "size:30 cm",
      "condition:Excellent",
    ]);
  });

  it("carries the VIP preview tag instead for a first-look listing, and outlet and men's tags when they apply", () => {
    expect(listingTags({ ...birkin, condition: "Outlet", gender: "unisex", size: null }, [], "first_look")).toEqual([
      "bc-filter-VIP Preview",
      "outlet",
      "men",
      "item-type:Top Handle",
      "condition:Outlet",
    ]);
  });
});

describe("listing view", () => {
  it("swaps the view tag and keeps every other tag", () => {
    const tags = ["bc-filter-General View", "vintage", "size:30 cm"];
    expect(withListingView(tags, "first_look")).toEqual(["bc-filter-VIP Preview", "vintage", "size:30 cm"]);
    expect(withListingView(withListingView(tags, "first_look"), "general")).toEqual(tags);
    expect(listingViewOf(tags)).toBe("general");
    expect(listingViewOf(["x", "bc-filter-VIP Preview"])).toBe("first_look");
  });
});

describe("listing detail rows", () => {
  it("writes the seeded keys, titles and sections, money in whole dollars, in order", () => {
    expect(listingDetails({ ...birkin, originalPriceCents: 20_000_99 }).map((d) => [d.position, d.key, d.title, d.value, d.section])).toEqual([
      [1, "condition", "Condition", "Excellent", "Condition"],
      [2, "condition_description", "Condition Grade", "Carried a handful of times, with barely noticeable wear.", "Condition"],
      [3, "condition_specifics", "Condition Notes", "Light marks on the base.", "Condition"],
      [4, "estimated_retail_price", "Estimated Retail Price", "14900", "Details"],
      [5, "original_price", "Original Price", "20000", "Details"],
      [6, "designer", "Designer", "Hermès", "Details"],
      [7, "model", "Model", "Birkin 30", "Details"],
      [8, "color", "Color", "Gold", "Details"],
      [9, "exterior_material", "Exterior Material", "Togo Leather", "Details"],
      [10, "interior_material", "Interior Material", "Chevre Leather", "Details"],
      [11, "size", "Size", "30 cm", "Details"],
    ]);
  });

  it("titles a watch's colour and case as the product page expects", () => {
    const rows = listingDetails({ ...birkin, category: "watches", exteriorMaterial: "Stainless Steel", interiorMaterial: null });
    expect(rows.find((d) => d.key === "color")?.title).toBe("Dial Color");
    expect(rows.find((d) => d.key === "exterior_material")?.title).toBe("Case Material");
  });
});

describe("listing rules across fields", () => {
  it("wants the original price above the price", () => {
    expect(listingProblem({ priceCents: 100_00, originalPriceCents: 100_00 }, [])).toEqual({ field: "original_price_cents", message: "The original price must be higher than the price." });
    expect(listingProblem({ priceCents: 100_00, originalPriceCents: 120_00 }, [])).toBeNull();
  });

  it("allows one clearance tier and only the tags staff may set", () => {
    expect(listingProblem({ priceCents: 1, originalPriceCents: null }, ["clearance-20", "clearance-30"])?.field).toBe("tags");
    expect(listingProblem({ priceCents: 1, originalPriceCents: null }, ["bc-filter-VIP Preview"])).toEqual({ field: "tags", message: '"bc-filter-VIP Preview" is not a tag staff can set.' });
    expect(listingProblem({ priceCents: 1, originalPriceCents: null }, ["clearance", "clearance-20", "vintage"])).toBeNull();
  });
});

describe("photo alt text", () => {
  it("says what the photo shows and where it sits", () => {
    expect(listingPhotoAlt(birkin, 2, 3)).toBe("Hermès Birkin 30 in Gold Togo Leather, photo 2 of 3");
  });
});
