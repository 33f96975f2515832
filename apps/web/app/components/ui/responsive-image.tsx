import { imageSrcSet } from "@maison/domain/catalog/image-size";

export interface ResponsiveImageProps {
  /** A resize-path URL (`/images/{size}/…`); every other size is derived from it. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once and first. Everything else loads lazily. */
  priority?: boolean;
  className?: string;
}

/** A catalog image with every resize-path size in its srcset and fixed dimensions (no layout shift). */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, className }: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
    />
  );
}
