import { describe, expect, it } from "vitest";
import type { FavoriteItem } from "@maison/contracts/favorites";
import { favoritesCsv } from "./favorites-csv.ts";

const item = (overrides: Partial<FavoriteItem["product"]>): FavoriteItem => ({
  product_id: "1",
  added_at: "2026-11-18T12:00:00.000Z",
  product: {
    id: "1",
    title: "Classic Flap",
    vendor: "Chanel",
    handle: "classic-flap",
    product_url: "/products/classic-flap",
    url: "/products/classic-flap",
    image: null,
    image_alt: "",
    tags: [],
    product_details: { original_price: null, exterior_material: null, interior_material: null },
    availableForSale: true,
    has_pricedrop_tag: false,
    wholesaleTag: null,
    productTag: null,
    condition_label: "Excellent",
    item_size: "Medium",
    favorites_count: 0,
    price: 4500,
    firstLookProduct: false,
    ...overrides,
  } as FavoriteItem["product"],
});

describe("favorites CSV export", () => {
  it("writes a header and one row per product with absolute links", () => {
    expect(favoritesCsv([item({})], "https://maison.example")).toBe(
      "product_id,designer,title,condition,size,price_usd,available,url,added_at\r\n" +
        "1,Chanel,Classic Flap,Excellent,Medium,4500,true,https://maison.example/products/classic-flap,2026-11-18T12:00:00.000Z\r\n",
    );
  });

  it("quotes commas and quotes, and defuses spreadsheet formulas", () => {
    const csv = favoritesCsv([item({ title: 'Kelly 28, "Sellier"', vendor: "=HYPERLINK(1)" })], "");
    expect(csv.split("\r\n")[1]).toBe(`1,'=HYPERLINK(1),"Kelly 28, ""Sellier""",Excellent,Medium,4500,true,/products/classic-flap,2026-11-18T12:00:00.000Z`);
  });
});
