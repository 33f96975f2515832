import { describe, expect, it } from "vitest";
import { listingIdentity, listingNumberOf } from "./listing-identity.ts";

describe("listing identifiers", () => {
  it("derives Shopify-like ids, the sku and a unique handle from the listing number", () => {
    expect(listingIdentity(42, { vendor: "Hermès", name: "Birkin 30", color: "Gold", size: "30 cm" })).toEqual({
      id: "8000000000042",
      variantId: "45000000000042",
      sku: "MS-100042",
      handle: "hermes-birkin-30-gold-30-cm-42",
    });
  });

  it("refuses numbers outside the scheme", () => {
    expect(() => listingIdentity(0, { vendor: "A", name: "B", color: "C", size: "" })).toThrow(RangeError);
    expect(() => listingIdentity(1.5, { vendor: "A", name: "B", color: "C", size: "" })).toThrow(RangeError);
  });

  it("reads the number back from a product id, and nothing from other ids", () => {
    expect(listingNumberOf("8000000000042")).toBe(42);
    expect(listingNumberOf("8000000000000")).toBeNull();
    expect(listingNumberOf("9000000000001")).toBeNull();
    expect(listingNumberOf("100")).toBeNull();
  });
});
