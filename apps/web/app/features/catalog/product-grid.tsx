import type { ProductCard as ProductCardData } from "@maison/contracts/catalog";
import { ProductCard } from "./product-card.tsx";

/**
 * Cards in the first row (four on desktops) load at once, the first of them preloaded as the page's
 * largest image; the rest wait until scrolled to.
 */
const EAGER_CARDS = 4;

/** The grid of a list page: 4 columns on desktops, 3 at 992px and below, 2 at 544px and below. */
export function ProductGrid({ products, label }: { products: readonly ProductCardData[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} priority={i === 0} eager={i < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
