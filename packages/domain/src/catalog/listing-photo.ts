/**
 * The rules a listing photo must meet before it is stored: a real photograph in a format the resize
 * path renders, large enough for the product page's zoom, not a whole camera roll at once.
 */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** The shortest side a photo may have: the product card's medium size (300 px). */
export const MIN_PHOTO_EDGE_PX = 300;
/** Sharp's pixel ceiling is far higher; 50 megapixels covers every camera staff use. */
export const MAX_PHOTO_PIXELS = 50_000_000;
export const MAX_PHOTOS_PER_LISTING = 12;

/** The formats accepted, with the extension the stored original gets (the resize path finds it by it). */
export const PHOTO_FORMATS = { jpeg: "jpg", png: "png", webp: "webp" } as const;
export type PhotoFormat = keyof typeof PHOTO_FORMATS;

/** What decoding a file told us: its format (as the image library names it) and size, upright. */
export interface PhotoFacts {
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
}

/** Why a decoded file is refused as a listing photo, in the staff member's words; null when it is fine. */
export function photoProblem(facts: PhotoFacts): string | null {
  if (!facts.format || !(facts.format in PHOTO_FORMATS)) return "The photo must be a JPEG, PNG or WebP image.";
  if (!facts.width || !facts.height) return "The photo has no readable size.";
  if (Math.min(facts.width, facts.height) < MIN_PHOTO_EDGE_PX) return `The photo must be at least ${MIN_PHOTO_EDGE_PX} px on its shorter side.`;
  if (facts.width * facts.height > MAX_PHOTO_PIXELS) return "The photo is larger than 50 megapixels.";
  return null;
}

export function isPhotoFormat(format: string | undefined): format is PhotoFormat {
  return format !== undefined && format in PHOTO_FORMATS;
}
