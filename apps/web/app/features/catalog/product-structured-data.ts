import type { Product } from "@maison/contracts/catalog";
import { resizeImageUrl } from "@maison/domain/catalog/image-size";

/** schema.org Product of a product page, for search engines (every piece is pre-owned). */
export interface ProductJsonLd {
  "@context": "https://schema.org";
  "@type": "Product";
  name: string;
  brand: { "@type": "Brand"; name: string };
  image: string[];
  sku: string;
  description: string;
  url: string;
  itemCondition: "https://schema.org/UsedCondition";
  offers: {
    "@type": "Offer";
    price: string;
    priceCurrency: "USD";
    availability: "https://schema.org/InStock" | "https://schema.org/SoldOut";
    itemCondition: "https://schema.org/UsedCondition";
    url: string;
  };
}

/** The product's JSON-LD; image URLs are made absolute against the page's origin. */
export function productJsonLd(product: Product, canonical: string): ProductJsonLd {
  const origin = new URL(canonical).origin;
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${product.vendor} ${product.title}`,
    brand: { "@type": "Brand", name: product.vendor },
    image: images.map((src) => new URL(resizeImageUrl(src, "big"), origin).href),
    sku: product.product_variant.sku,
    description: product.description.replace(/\s+/g, " ").trim(),
    url: canonical,
    itemCondition: "https://schema.org/UsedCondition",
    offers: {
      "@type": "Offer",
      price: product.price.toFixed(2),
      priceCurrency: "USD",
      availability: product.availableForSale ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      itemCondition: "https://schema.org/UsedCondition",
      url: canonical,
    },
  };
}
