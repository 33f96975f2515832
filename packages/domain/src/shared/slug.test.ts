import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it("strips accents, ampersands and punctuation", () => {
    expect(slugify("Hermès")).toBe("hermes");
    expect(slugify("Van Cleef & Arpels")).toBe("van-cleef-arpels");
    expect(slugify("Tiffany & Co.")).toBe("tiffany-co");
    expect(slugify("  Lady Dior  Medium ")).toBe("lady-dior-medium");
  });
});
