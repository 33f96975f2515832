import { describe, expect, it } from "vitest";
import { applyPhotoAction, EMPTY_LISTING_FORM, formFieldOf, pieceInputFrom } from "./listing-form-data.ts";

describe("the listing form", () => {
  it("posts dollars as cents and colours as a list", () => {
    const result = pieceInputFrom({ ...EMPTY_LISTING_FORM, price: "14,250", original_price: "", estimated_retail: "12100.5", colors: "Black, Gold ,", photos: ["a.png"] });
    expect(result).toMatchObject({ input: { price_cents: 1_425_000, original_price_cents: null, estimated_retail_cents: 1_210_050, colors: ["Black", "Gold"], photos: ["a.png"] } });
  });

  it("names the money field it cannot read, and sends nothing", () => {
    expect(pieceInputFrom({ ...EMPTY_LISTING_FORM, price: "about 200" })).toEqual({ errors: { price: "Enter an amount in dollars, like 1,250 or 1,250.50." } });
  });

  it("puts the API's errors next to the field that caused them", () => {
    expect(formFieldOf("price_cents")).toBe("price");
    expect(formFieldOf("photos.2")).toBe("photos");
    expect(formFieldOf("photo")).toBe("photos");
    expect(formFieldOf("colors.0")).toBe("colors");
    expect(formFieldOf("designer")).toBe("designer");
    expect(formFieldOf(undefined)).toBe("form");
    expect(formFieldOf("id")).toBe("form");
  });

  it("moves and removes photos without JavaScript", () => {
    expect(applyPhotoAction(["a", "b", "c"], "earlier:b")).toEqual(["b", "a", "c"]);
    expect(applyPhotoAction(["a", "b", "c"], "later:c")).toEqual(["a", "b", "c"]);
    expect(applyPhotoAction(["a", "b", "c"], "remove:a")).toEqual(["b", "c"]);
    expect(applyPhotoAction(["a"], "remove:z")).toEqual(["a"]);
  });
});
