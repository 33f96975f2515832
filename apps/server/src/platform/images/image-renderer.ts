import { IMAGE_SIZES, type ImageFormat, type ImageSize } from "@maison/domain/catalog/image-size";
import type { Sharp } from "sharp";
import { loadSharp } from "./sharp.ts";

export interface RenderedImage {
  data: Buffer;
  contentType: string;
}

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  avif: "image/avif",
};

/** Vector originals are rasterised at this density (dpi) unless their own size says otherwise. */
const SVG_BASE_DENSITY = 72;
/** librsvg refuses absurd densities; this covers a 16 px icon drawn out to 1,500 px. */
const MAX_SVG_DENSITY = 7200;

/**
 * Renders an original (SVG, PNG, JPEG or WebP) at one of the catalogue sizes: exactly the size's width,
 * height in proportion (square product images stay square), encoded in the requested format.
 */
export async function renderImage(original: Buffer, size: ImageSize, format: ImageFormat = "webp"): Promise<RenderedImage> {
  const width = IMAGE_SIZES[size];
  const input = await openAtWidth(original, width);
  const resized = input.rotate().resize({ width, kernel: "lanczos3" });
  const data = await encode(resized, format).toBuffer();
  return { data, contentType: IMAGE_CONTENT_TYPES[format] };
}

/** Vector images are drawn straight at the target width instead of being drawn large and shrunk. */
async function openAtWidth(original: Buffer, width: number): Promise<Sharp> {
  const sharp = await loadSharp();
  const metadata = await sharp(original).metadata();
  if (metadata.format !== "svg" || !metadata.width) return sharp(original);
  const density = Math.min(MAX_SVG_DENSITY, Math.max(1, (SVG_BASE_DENSITY * width) / metadata.width));
  return sharp(original, { density });
}

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case "webp":
      return image.webp({ quality: 82, effort: 4 });
    case "jpg":
      // JPEG has no alpha: transparent areas become white, like the catalogue's backgrounds.
      return image.flatten({ background: "#ffffff" }).jpeg({ quality: 84, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 8, adaptiveFiltering: true });
    case "avif":
      return image.avif({ quality: 55, effort: 3 });
  }
}
