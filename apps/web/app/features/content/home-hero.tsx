import type { ProductCard } from "@maison/contracts/catalog";
import { IMAGE_SIZES, imageSizes } from "@maison/domain/catalog/image-size";
import { collectionHref } from "@maison/domain/content/navigation";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";

/**
 * Three frames beside the copy, the middle one 1.3× the others (home.css); the widest frame's width,
 * measured in Chromium from 320 to 1920 px wide (decision 045).
 */
const HERO_IMAGE_SIZES = imageSizes([[768, "28vw"], [992, "21vw"], [1300, "15vw"]], "215px");

/** The home page opening: the house line, its two calls to action, and three of the newest pieces. */
export function HomeHero({ pieces }: { pieces: readonly ProductCard[] }) {
  const framed = pieces.filter((p) => p.image).slice(0, 3);
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero-inner page-width">
        <div className="home-hero-copy">
          <p className="eyebrow">The pre-owned luxury house</p>
          <h1 id="home-hero-title" className="home-hero-title">
            Pre-owned luxury, <em>authenticated.</em>
          </h1>
          <p className="home-hero-lede">
            Hermès, Chanel, Rolex and more, each piece inspected by our specialists, graded with
            care and ready for its next chapter.
          </p>
          <div className="home-hero-actions">
            <ButtonLink to={collectionHref("new-arrivals")}>Shop New Arrivals</ButtonLink>
            <ButtonLink to="/sell-now/" variant="secondary">
              Sell with Maison
            </ButtonLink>
          </div>
        </div>
        {framed.length === 3 ? (
          <div className="home-hero-gallery" aria-hidden="true">
            {framed.map((piece, i) => (
              <figure key={piece.id} className={`home-hero-frame home-hero-frame-${i + 1}`}>
                <ResponsiveImage
                  src={piece.image as string}
                  alt=""
                  width={IMAGE_SIZES.medium}
                  height={IMAGE_SIZES.medium}
                  sizes={HERO_IMAGE_SIZES}
                  eager
                />
                <figcaption>{piece.vendor}</figcaption>
              </figure>
            ))}
          </div>
        ) : (
          <div className="home-hero-monogram" aria-hidden="true">
            <span>M</span>
          </div>
        )}
      </div>
    </section>
  );
}
