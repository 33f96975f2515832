import { Link } from "react-router";
import { CATEGORIES, CATEGORY_TITLES, categoryCollectionHandle } from "@maison/domain/catalog/category";
import { collectionHref } from "@maison/domain/content/navigation";
import { CategoryArt } from "./category-art.tsx";

/** "Shop by Category": one tile per category, linking to its all-{category} collection. */
export function CategoryTiles() {
  return (
    <section className="category-tiles page-width" aria-labelledby="shop-by-category">
      <div className="section-head">
        <h2 id="shop-by-category" className="section-title">
          Shop by Category
        </h2>
      </div>
      <ul className="category-tile-list">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link to={collectionHref(categoryCollectionHandle(category))} className={`category-tile tone-${category}`}>
              <CategoryArt category={category} />
              <span className="category-tile-name">{CATEGORY_TITLES[category]}</span>
              <span className="category-tile-cta" aria-hidden="true">
                Shop now
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
