import { lazy, Suspense, useRef, useState } from "react";
import { imageSizes } from "@maison/domain/catalog/image-size";
import { ZoomInIcon } from "../../components/ui/icons.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";

import "./product-gallery.css";

const loadViewer = () => import("./product-image-viewer.tsx").then((m) => ({ default: m.ProductImageViewer }));
/** The full-screen viewer and its big images load when it is first opened (decision 045). */
const ProductImageViewer = lazy(loadViewer);

export interface GalleryImage {
  src: string;
  width: number;
  height: number;
}

/**
 * The main image: most of a phone's width (the next one peeks), then the gallery's column of the page
 * (measured in Chromium from 320 to 1920 px wide, decision 045).
 */
const MAIN_IMAGE_SIZES = imageSizes([[768, "83vw"], [1300, "44vw"]], "640px");
const MAIN_IMAGE_MAX_WIDTH = 640;
const THUMB_WIDTH = 80;

/**
 * The product gallery. Every image is in the page: on phones they swipe side by side; on larger
 * screens, without JavaScript, they stack, and with it thumbnails switch the one main image.
 * The layout keys off the `js` class set before first paint, so hydration moves nothing.
 */
export function ProductGallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const slidesRef = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();

  if (images.length === 0) {
    return (
      <div className="product-gallery is-empty">
        <p className="product-gallery-placeholder">{name}</p>
      </div>
    );
  }

  const show = (index: number) => {
    setSelected(index);
    slidesRef.current?.children[index]?.scrollIntoView({ block: "nearest", inline: "start", behavior: "smooth" });
  };
  const altFor = (index: number) => (index === 0 ? name : `${name}, view ${index + 1}`);
  /** The image in view: the selected one, or on a phone the slide scrolled to. */
  const inView = () => {
    const slides = [...(slidesRef.current?.children ?? [])];
    const viewport = slidesRef.current?.parentElement;
    if (!viewport || slides.length === 0) return selected;
    const left = viewport.getBoundingClientRect().left;
    const visible = slides.map((slide, i) => ({ i, rect: slide.getBoundingClientRect() })).filter(({ rect }) => rect.width > 0);
    if (visible.length <= 1) return selected;
    return visible.reduce((best, s) => (Math.abs(s.rect.left - left) < Math.abs(best.rect.left - left) ? s : best)).i;
  };

  return (
    <div className="product-gallery">
      <div className="gallery-viewport" role="region" aria-label={`${name} images`} tabIndex={0}>
        <ul ref={slidesRef} className="gallery-slides">
          {images.map((image, i) => (
            <li key={image.src} className={i === selected ? "gallery-slide is-selected" : "gallery-slide"} onClick={hydrated ? () => setViewerAt(i) : undefined}>
              <ResponsiveImage
                src={image.src}
                alt={altFor(i)}
                width={image.width}
                height={image.height}
                sizes={MAIN_IMAGE_SIZES}
                maxDrawnWidth={MAIN_IMAGE_MAX_WIDTH}
                priority={i === 0}
              />
            </li>
          ))}
        </ul>
      </div>
      {hydrated ? (
        <button type="button" className="gallery-zoom" onClick={() => setViewerAt(inView())} onPointerEnter={() => void loadViewer()} onFocus={() => void loadViewer()}>
          <ZoomInIcon size={18} />
          <span>Zoom</span>
        </button>
      ) : null}
      {viewerAt !== null ? (
        <Suspense fallback={null}>
          <ProductImageViewer images={images} name={name} start={viewerAt} altFor={altFor} onClose={() => setViewerAt(null)} />
        </Suspense>
      ) : null}
      {images.length > 1 ? (
        <ul className="gallery-thumbs" aria-label="Choose an image">
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className="gallery-thumb"
                aria-pressed={i === selected}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                onClick={() => show(i)}
              >
                <ResponsiveImage
                  src={image.src}
                  alt=""
                  width={THUMB_WIDTH}
                  height={Math.round((THUMB_WIDTH * image.height) / image.width)}
                  sizes={`${THUMB_WIDTH}px`}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
