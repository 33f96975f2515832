import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { ProductCard as ProductCardData } from "@maison/contracts/catalog";
import { imageSizes } from "@maison/domain/catalog/image-size";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/icons.tsx";
import { ProductCard } from "./product-card.tsx";

/** How wide a carousel card is drawn: 4 per view on desktops, 3 at 992px, a peek of 2.2 on phones (the track's CSS). */
const CAROUSEL_IMAGE_SIZES = imageSizes([[768, "42vw"], [992, "30vw"], [1300, "22vw"]], "320px");

export interface ProductCarouselProps {
  id: string;
  title: string;
  products: readonly ProductCardData[];
  viewAllHref?: string | null;
  /** Ends the carousel with a 'More Matches Available' card (spec 2 §5: total over 14 with a see-all link). */
  moreMatches?: boolean;
}

/**
 * A horizontal product carousel: a scroll-snap list that swipes and scrolls on its own, with
 * previous/next buttons once JavaScript is running.
 */
export function ProductCarousel({ id, title, products, viewAllHref, moreMatches = false }: ProductCarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const headingId = `${id}-heading`;
  const trackId = `${id}-track`;

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setAtStart(track.scrollLeft <= 4);
    setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - 4);
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    updateEdges();
    track.addEventListener("scroll", updateEdges, { passive: true });
    window.addEventListener("resize", updateEdges);
    return () => {
      track.removeEventListener("scroll", updateEdges);
      window.removeEventListener("resize", updateEdges);
    };
  }, [updateEdges]);

  const page = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth, behavior: "smooth" });
  };

  return (
    <section className="product-carousel" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        <div className="section-head-actions">
          <div className="carousel-controls">
            <button
              type="button"
              className="carousel-button"
              aria-controls={trackId}
              aria-label={`Previous ${title}`}
              disabled={atStart}
              onClick={() => page(-1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className="carousel-button"
              aria-controls={trackId}
              aria-label={`Next ${title}`}
              disabled={atEnd}
              onClick={() => page(1)}
            >
              <ChevronRightIcon />
            </button>
          </div>
          {viewAllHref ? (
            <Link to={viewAllHref} className="text-link">
              View All
              <span className="visually-hidden"> {title}</span>
            </Link>
          ) : null}
        </div>
      </div>
      <ul ref={trackRef} id={trackId} className="carousel-track" aria-labelledby={headingId}>
        {products.map((product) => (
          <li key={product.id} className="carousel-slide">
            <ProductCard product={product} sizes={CAROUSEL_IMAGE_SIZES} />
          </li>
        ))}
        {moreMatches && viewAllHref ? (
          <li className="carousel-slide">
            <Link to={viewAllHref} className="more-matches-card">
              <span className="more-matches-title">More Matches Available</span>
              <span className="text-link">
                View All<span className="visually-hidden"> {title}</span>
              </span>
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
