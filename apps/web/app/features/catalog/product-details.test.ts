import { describe, expect, it } from "vitest";
import { formatDetailValue, productDetailSections } from "./product-details.ts";

describe("productDetailSections", () => {
  it("groups by section and orders by position", () => {
    const sections = productDetailSections({
      interior_material: { position: 4, title: "Interior", value: "Lambskin", section: "Materials" },
      model: { position: 1, title: "Model", value: "Classic Flap", section: "Details" },
      exterior_material: { position: 3, title: "Exterior", value: "Caviar Leather", section: "Materials" },
      measurements: { position: 2, title: "Measurements", value: '10" x 6" x 2.5"', section: "Details" },
    });
    expect(sections).toEqual([
      {
        section: "Details",
        details: [
          { key: "model", title: "Model", value: "Classic Flap" },
          { key: "measurements", title: "Measurements", value: '10" x 6" x 2.5"' },
        ],
      },
      {
        section: "Materials",
        details: [
          { key: "exterior_material", title: "Exterior", value: "Caviar Leather" },
          { key: "interior_material", title: "Interior", value: "Lambskin" },
        ],
      },
    ]);
  });

  it("drops empty values and what the price block already shows", () => {
    const sections = productDetailSections({
      accessories: { position: 1, title: "Accessories", value: "None", section: "Details" },
      strap: { position: 2, title: "Strap drop", value: "-", section: "Details" },
      original_price: { position: 3, title: "Original price", value: "5200", section: "Pricing" },
      condition_specifics: { position: 4, title: "Condition Notes", value: "Faint marks", section: "Condition" },
    });
    expect(sections).toEqual([]);
  });
});

describe("formatDetailValue", () => {
  it("reads JSON lists and records", () => {
    expect(formatDetailValue('["Dust Bag","Box"]')).toBe("Dust Bag, Box");
    expect(formatDetailValue('{"Carat":"1.2","Cut":"Round"}')).toBe("Carat: 1.2; Cut: Round");
  });

  it("leaves plain text and broken JSON alone", () => {
    expect(formatDetailValue("Palladium")).toBe("Palladium");
    expect(formatDetailValue("[not json")).toBe("[not json");
  });

  it("drops details whose JSON holds nothing", () => {
    expect(productDetailSections({ accessories: { position: 1, title: "Accessories", value: "[]", section: "Details" } })).toEqual([]);
  });
});
