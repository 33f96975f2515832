import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Product } from "@maison/contracts/catalog";
import { CONDITION_DESCRIPTIONS } from "@maison/domain/catalog/condition";
import { collectionHref } from "@maison/domain/content/navigation";
import { MemberPrice } from "./member-price.tsx";
import { ProductAvailability } from "./product-availability.tsx";
import { ProductPrice } from "./product-price.tsx";
import { formatDollars, visibleEstimatedRetail } from "./price-display.ts";
import { formatDetailValue, isEmptyDetailValue } from "./product-details.ts";
import { LocalPriceNote } from "../countries/local-price.tsx";
import { ShippingToCountry } from "../countries/shipping-to-country.tsx";

/**
 * The buying column of the product page: designer, title, price (and the member price, for a piece
 * for sale), availability and condition.
 */
export function ProductSummary({ product, isMember, children }: { product: Product; isMember: boolean; children?: ReactNode }) {
  const estimatedRetail = visibleEstimatedRetail(product.price, product.estimated_retail_price);
  const conditionNotes = product.product_details.condition_specifics?.value;
  const badges = [
    product.availableForSale ? null : { label: "Sold", className: "is-sold" },
    product.firstLookProduct ? { label: "VIP Preview", className: undefined } : null,
    product.productTag ? { label: product.productTag, className: undefined } : null,
  ].filter((badge) => badge !== null);

  return (
    <div className="product-summary">
      {badges.length > 0 ? (
        <ul className="product-badges" aria-label="Highlights">
          {badges.map((badge) => (
            <li key={badge.label} className={badge.className}>
              {badge.label}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="product-vendor">
        <Link to={collectionHref(product.vendor_handle)}>{product.vendor}</Link>
      </p>
      <h1 className="product-title">{product.title}</h1>

      <div className="product-price-block">
        <ProductPrice className="product-page-price" price={product.price} originalPrice={product.original_price} />
        {estimatedRetail ? <p className="product-retail">Est. Retail {formatDollars(estimatedRetail)}</p> : null}
        {product.availableForSale ? <MemberPrice price={product.price} isMember={isMember} /> : null}
        <LocalPriceNote />
      </div>

      {children}

      <ProductAvailability available={product.availableForSale} />
      {product.availableForSale ? <ShippingToCountry price={product.price} isExotic={product.is_exotic} /> : null}

      <div className="product-condition">
        <p className="eyebrow">Condition</p>
        <p className="product-condition-grade">{product.condition_label}</p>
        <p className="product-condition-text">{CONDITION_DESCRIPTIONS[product.condition_label]}</p>
        {conditionNotes && !isEmptyDetailValue(conditionNotes) ? (
          <p className="product-condition-notes">{formatDetailValue(conditionNotes)}</p>
        ) : null}
        <Link to="/condition_page/" className="text-link">
          Condition guide
        </Link>
      </div>

      <dl className="product-facts">
        {product.item_size ? (
          <div>
            <dt>Size</dt>
            <dd>{product.item_size}</dd>
          </div>
        ) : null}
        {product.colors.length > 0 ? (
          <div>
            <dt>{product.colors.length === 1 ? "Color" : "Colors"}</dt>
            <dd>{product.colors.join(", ")}</dd>
          </div>
        ) : null}
        <div>
          <dt>Item</dt>
          <dd>{product.product_variant.sku}</dd>
        </div>
      </dl>

      <p className="product-assurance">
        Inspected and authenticated by Maison specialists before it ships. Each piece is one of a kind.
      </p>
    </div>
  );
}
