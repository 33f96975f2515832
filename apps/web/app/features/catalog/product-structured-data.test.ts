import { describe, expect, it } from "vitest";
import type { Product } from "@maison/contracts/catalog";
import { productJsonLd } from "./product-structured-data.ts";

const product = {
  vendor: "Chanel",
  title: "Classic Flap </script>",
  description: "Quilted  lambskin\nwith gold hardware.",
  image: "/images/medium/products/a.webp",
  images: ["/images/medium/products/a.webp", "/images/medium/products/b.webp"],
  price: 5200,
  availableForSale: false,
  product_variant: { sku: "CH-123" },
} as unknown as Product;

describe("productJsonLd", () => {
  it("describes a used piece with its offer, brand and absolute big images", () => {
    const ld = productJsonLd(product, "https://maison.test/products/classic-flap");
    expect(ld.name).toBe("Chanel Classic Flap </script>");
    expect(ld.brand).toEqual({ "@type": "Brand", name: "Chanel" });
    expect(ld.sku).toBe("CH-123");
    expect(ld.image).toEqual(["https://maison.test/images/big/products/a.webp", "https://maison.test/images/big/products/b.webp"]);
    expect(ld.description).toBe("Quilted lambskin with gold hardware.");
    expect(ld.itemCondition).toBe("https://schema.org/UsedCondition");
    expect(ld.offers).toEqual({
      "@type": "Offer",
      price: "5200.00",
      priceCurrency: "USD",
      availability: "https://schema.org/SoldOut",
      itemCondition: "https://schema.org/UsedCondition",
      url: "https://maison.test/products/classic-flap",
    });
  });

  it("says InStock while the piece is for sale", () => {
    const ld = productJsonLd({ ...product, availableForSale: true }, "https://maison.test/products/x");
    expect(ld.offers.availability).toBe("https://schema.org/InStock");
  });
});
