import { preload } from "react-dom";
import { imageSources } from "@maison/domain/catalog/image-size";

export interface ResponsiveImageProps {
  /** A resize-path URL (`/images/{size}/…`, any size); every other size and format is derived from it. */
  src: string;
  alt: string;
  /** The image's own proportions (its width and height attributes: the box is kept before it loads). */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width (`imageSizes`). */
  sizes: string;
  /** The widest the image is drawn, in CSS pixels: the fallback `src` covers it. */
  maxDrawnWidth?: number;
  /**
   * The page's largest image (its LCP): preloaded from the document's head in AVIF, fetched first and
   * decoded at once. Only one image of a page should have it.
   */
  priority?: boolean;
  /** Above the fold but not the largest: loaded at once, without the preload. */
  eager?: boolean;
  className?: string;
}

/**
 * Every catalog image of the storefront (decision 045): a `<picture>` with the resize path's AVIF and
 * WebP at every width, `sizes` from the spec's breakpoints, fixed dimensions (no layout shift) and
 * lazy loading unless it is above the fold.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, maxDrawnWidth, priority = false, eager = false, className }: ResponsiveImageProps) {
  const sources = imageSources(src, { sizes, fallbackWidth: maxDrawnWidth ?? width });
  if (priority) {
    // React puts this in the head: the browser asks for the image before it reads the body.
    preload(sources.src, {
      as: "image",
      fetchPriority: "high",
      ...(sources.avifSrcSet ? { imageSrcSet: sources.avifSrcSet, imageSizes: sources.sizes, type: "image/avif" } : {}),
    });
  }
  const img = (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet || undefined}
      sizes={sources.srcSet ? sources.sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
    />
  );
  if (!sources.avifSrcSet) return img;
  return (
    <picture className="responsive-picture">
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sources.sizes} />
      {img}
    </picture>
  );
}
