import type { Product } from "@maison/contracts/catalog";
import { slugify } from "@maison/domain/shared/slug";
import { productDetailSections } from "./product-details.ts";

/** The description and the product details, grouped by section as the catalog records them. */
export function ProductDetailsList({ product }: { product: Product }) {
  const sections = productDetailSections(product.product_details);
  return (
    <section className="product-details" aria-labelledby="product-details-heading">
      <h2 id="product-details-heading" className="product-details-title">
        The Details
      </h2>
      {product.description ? (
        <div className="product-description">
          {product.description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      <div className="product-detail-sections">
        {sections.map((section) => {
          const id = `product-details-${slugify(section.section)}`;
          return (
            <div key={section.section} className="product-detail-section">
              <h3 id={id} className="product-detail-section-title">
                {section.section}
              </h3>
              <dl>
                {section.details.map((detail) => (
                  <div key={detail.key}>
                    <dt>{detail.title}</dt>
                    <dd>{detail.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          );
        })}
      </div>
    </section>
  );
}
