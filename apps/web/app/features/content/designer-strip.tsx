import { Link } from "react-router";
import { collectionHref } from "@maison/domain/content/navigation";
import type { DesignerWithCount } from "./featured-designers.ts";

const count = new Intl.NumberFormat("en-US");

/** The featured designers strip of the home page, with a link to the full A–Z. */
export function DesignerStrip({ designers }: { designers: readonly DesignerWithCount[] }) {
  if (designers.length === 0) return null;
  return (
    <section className="designer-strip page-width" aria-labelledby="featured-designers">
      <div className="section-head">
        <h2 id="featured-designers" className="section-title">
          Featured Designers
        </h2>
        <div className="section-head-actions">
          <Link to="/collections/" className="text-link">
            All Designers
          </Link>
        </div>
      </div>
      <ul className="designer-strip-list">
        {designers.map((designer) => (
          <li key={designer.handle}>
            <Link to={collectionHref(designer.handle)}>
              <span className="designer-strip-name">{designer.name}</span>
              <span className="designer-strip-count">
                {count.format(designer.product_count)} {designer.product_count === 1 ? "piece" : "pieces"}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
