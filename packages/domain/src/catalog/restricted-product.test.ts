import { describe, expect, it } from "vitest";
import { isRestricted, restrictionReasons } from "./restricted-product.ts";

describe("restricted products (spec 1 §5)", () => {
  it("flags a product whose material matches the restricted list", () => {
    expect(restrictionReasons({ materials: ["Matte Alligator", "Lambskin"], tags: [] })).toEqual(["restricted_material"]);
    expect(isRestricted({ materials: ["Ostrich Leg"], tags: [] })).toBe(true);
  });

  it("flags a product tagged as missing country of origin or missing tariff code", () => {
    expect(restrictionReasons({ materials: ["Canvas"], tags: ["Missing-Country-Of-Origin"] })).toEqual(["missing_country_of_origin"]);
    expect(restrictionReasons({ materials: [], tags: ["missing-tariff-code", "missing-country-of-origin"] })).toEqual([
      "missing_country_of_origin",
      "missing_tariff_code",
    ]);
  });

  it("leaves other products alone, including words that merely contain a restricted one", () => {
    expect(isRestricted({ materials: ["Caviar Leather", null], tags: ["new-arrivals"] })).toBe(false);
    expect(isRestricted({ materials: ["Eelskin-look Canvas"], tags: [] })).toBe(false);
  });
});
