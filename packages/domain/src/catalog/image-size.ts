/** Image sizes of spec 2 §9 (width in pixels) served by the resize path. */
export const IMAGE_SIZES = { small: 100, medium_small: 130, medium: 300, big: 1500 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const IMAGE_FORMATS = ["webp", "jpg", "png", "avif"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export function isImageSize(value: string): value is ImageSize {
  return Object.hasOwn(IMAGE_SIZES, value);
}

/**
 * The resize path for a stored image: `/images/{size}/{key}.{format}`, where key is the storage key
 * without its extension. Both the server and the web build URLs through this one function.
 */
export function imagePath(storageKey: string, size: ImageSize, format: ImageFormat = "webp"): string {
  const base = storageKey.replace(/\.[a-z0-9]+$/i, "");
  return `/images/${size}/${base}.${format}`;
}

/** Rewrites a resize-path URL to another size (the client's "CDN resize path" rewrite). */
export function resizeImageUrl(url: string, size: ImageSize): string {
  return url.replace(/\/images\/(small|medium_small|medium|big)\//, `/images/${size}/`);
}

/** A srcset with every size, for responsive images. */
export function imageSrcSet(url: string): string {
  return (Object.keys(IMAGE_SIZES) as ImageSize[])
    .map((size) => `${resizeImageUrl(url, size)} ${IMAGE_SIZES[size]}w`)
    .join(", ");
}
