/** Image sizes of spec 2 §9 (width in pixels) served by the resize path. */
export const SPEC_IMAGE_SIZES = { small: 100, medium_small: 130, medium: 300, big: 1500 } as const;

/**
 * Widths between the spec's medium (300) and big (1500), served by the same resize path (decision 045).
 * Without them a card drawn 170–195 px wide on a phone of 2× or 3× density (340–585 device pixels)
 * and the product page's main image on a phone (390 × 1.75–3 = 680–1170) would have to take the
 * 1,500 px file: four to twenty times the pixels needed. Each step is at most 1.5× the one below, so
 * no image is ever sent more than 1.5× wider than it is drawn.
 */
export const INTERMEDIATE_IMAGE_SIZES = { w450: 450, w600: 600, w900: 900, w1200: 1200 } as const;

/** Every width the resize path serves, narrowest first. */
export const IMAGE_SIZES = {
  small: SPEC_IMAGE_SIZES.small,
  medium_small: SPEC_IMAGE_SIZES.medium_small,
  medium: SPEC_IMAGE_SIZES.medium,
  ...INTERMEDIATE_IMAGE_SIZES,
  big: SPEC_IMAGE_SIZES.big,
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const IMAGE_FORMATS = ["webp", "jpg", "png", "avif"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The viewport widths of spec 2 §9 at which the storefront's layout changes (CSS pixels). */
export const IMAGE_BREAKPOINTS = [320, 544, 768, 992, 1300] as const;
export type ImageBreakpoint = (typeof IMAGE_BREAKPOINTS)[number];

const SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSize[];
const RESIZE_PATH = new RegExp(`/images/(${SIZE_NAMES.join("|")})/(.+)\\.(${IMAGE_FORMATS.join("|")})$`);

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

/**
 * Rewrites a resize-path URL (absolute or not) to another size and, when given, another format (the
 * client's "CDN resize path" rewrite). Any other URL is returned as it is.
 */
export function resizeImageUrl(url: string, size: ImageSize, format?: ImageFormat): string {
  return url.replace(RESIZE_PATH, (_match, _size: string, key: string, ext: string) => `/images/${size}/${key}.${format ?? ext}`);
}

/** Whether a URL is on the resize path (only those have other sizes and formats). */
export function isResizePath(url: string): boolean {
  return RESIZE_PATH.test(url);
}

/**
 * A srcset with every width the resize path serves up to `maxWidth` (the original's width, so an
 * image is never drawn up from a smaller one), in `format` (the URL's own by default).
 */
export function imageSrcSet(url: string, options: { format?: ImageFormat; maxWidth?: number } = {}): string {
  const { format, maxWidth = Number.POSITIVE_INFINITY } = options;
  const sizes = SIZE_NAMES.filter((size) => IMAGE_SIZES[size] <= maxWidth);
  const usable = sizes.length > 0 ? sizes : (["small"] as ImageSize[]);
  return usable.map((size) => `${resizeImageUrl(url, size, format)} ${IMAGE_SIZES[size]}w`).join(", ");
}

/** The narrowest width the resize path serves that covers `cssPixels` at `density` device pixels per CSS pixel. */
export function imageSizeFor(cssPixels: number, density = 1): ImageSize {
  const needed = cssPixels * density;
  return SIZE_NAMES.find((size) => IMAGE_SIZES[size] >= needed) ?? "big";
}

/**
 * How wide an image is drawn, as the `sizes` attribute: `[breakpoint, length]` pairs read "up to this
 * viewport width (a spec breakpoint), the image is this wide", then the width beyond the last one.
 * `imageSizes([[544, "46vw"], [992, "31vw"]], "300px")` →
 * `(max-width: 544px) 46vw, (max-width: 992px) 31vw, 300px`.
 */
export function imageSizes(upTo: ReadonlyArray<readonly [ImageBreakpoint, string]>, beyond: string): string {
  return [...upTo.map(([breakpoint, length]) => `(max-width: ${breakpoint}px) ${length}`), beyond].join(", ");
}

/** Everything a page needs to draw one catalog image: the sources in AVIF and WebP and the fallback. */
export interface ImageSources {
  /** The fallback `src` (WebP, at the smallest size that covers the largest drawn width at 1×). */
  src: string;
  /** WebP at every size. */
  srcSet: string;
  /** AVIF at every size, for browsers that read it (`<source type="image/avif">`). */
  avifSrcSet: string | null;
  sizes: string;
}

/**
 * The one description of a catalog image for every page: its srcsets in AVIF and WebP from a resize-path
 * URL (any of its sizes), and the `sizes` it is drawn at. `fallbackWidth` is the widest it is drawn in
 * CSS pixels, for browsers without srcset. A URL outside the resize path is used as it is.
 */
export function imageSources(url: string, options: { sizes: string; fallbackWidth: number; maxWidth?: number }): ImageSources {
  if (!isResizePath(url)) return { src: url, srcSet: "", avifSrcSet: null, sizes: options.sizes };
  const maxWidth = options.maxWidth ?? IMAGE_SIZES.big;
  return {
    src: resizeImageUrl(url, imageSizeFor(Math.min(options.fallbackWidth, maxWidth)), "webp"),
    srcSet: imageSrcSet(url, { format: "webp", maxWidth }),
    avifSrcSet: imageSrcSet(url, { format: "avif", maxWidth }),
    sizes: options.sizes,
  };
}
