import { CatalogErrorCode } from "@maison/contracts/catalog";
import { randomBytes } from "node:crypto";
import { isPhotoFormat, MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PHOTO_FORMATS, photoProblem } from "@maison/domain/catalog/listing-photo";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { loadSharp } from "../../platform/images/sharp.ts";

/** Uploaded listing photos live under this prefix: `listing-photos/2026-11/3f9c….jpg`. */
export const LISTING_PHOTO_PREFIX = "listing-photos/";
const UPLOADED_KEY = /^listing-photos\/\d{4}-\d{2}\/[a-f0-9]{32}\.(?:jpg|png|webp)$/;

/** The sweep job's payload: the upload to remove unless it was used meanwhile. */
export interface UploadSweepPayload {
  key: string;
}

export interface StoredPhoto {
  key: string;
  width: number;
  height: number;
}

/** Whether a key is one this service gave out for an upload. */
export function isUploadedPhotoKey(key: string): boolean {
  return UPLOADED_KEY.test(key);
}

const invalid = (code: CatalogErrorCode, message: string) => new DomainError("invalid", code, message, "photo");

/**
 * Listing photos (decision 036): each upload is decoded with sharp before it is kept, stored under a
 * new random key with the extension of its real format (the resize path finds originals by it), and
 * never overwritten, so the rendered sizes cached for a key never go stale.
 */
export class ListingPhotoService {
  constructor(
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    /** Where this store keeps its photos: listing photos, or the seller photos of a submission (`seller-photos/`). */
    private readonly prefix: string = LISTING_PHOTO_PREFIX,
    /** The job that later removes an upload nobody used, and when it runs (its owner decides what "used" means). */
    private readonly sweep: { db: Db; jobs: JobRunner; job: string; afterMs: number } | null = null,
  ) {}

  /** Checks that `data` is a photo the catalogue can show, then stores it; 400 naming `photo` otherwise. */
  async store(data: Buffer): Promise<StoredPhoto> {
    if (data.length === 0) throw invalid(CatalogErrorCode.enum.photo_missing, "Choose a photo to upload.");
    if (data.length > MAX_PHOTO_BYTES) throw invalid(CatalogErrorCode.enum.photo_too_large, `The photo must be ${MAX_PHOTO_BYTES / 1024 / 1024} MB or smaller.`);
    const facts = await readPhoto(data);
    const problem = photoProblem(facts);
    if (problem !== null || !isPhotoFormat(facts.format)) throw invalid(CatalogErrorCode.enum.photo_invalid, problem ?? "The photo must be a JPEG, PNG or WebP image.");
    if (!(await decodesWhole(data))) throw invalid(CatalogErrorCode.enum.photo_invalid, "The photo file is damaged or incomplete.");
    const month = this.clock.now().toISOString().slice(0, 7);
    const key = `${this.prefix}${month}/${randomBytes(16).toString("hex")}.${PHOTO_FORMATS[facts.format]}`;
    await this.storage.put(key, data);
    if (this.sweep) {
      const { db, jobs, job, afterMs } = this.sweep;
      const runAt = new Date(this.clock.now().getTime() + afterMs);
      await inTransaction(db, (tx) => jobs.enqueue(tx, job, { key } satisfies UploadSweepPayload, { runAt, uniqueKey: `upload-sweep:${key}` }));
    }
    return { key, width: facts.width!, height: facts.height! };
  }

  /** Removes an upload nobody used (the owner's sweep job decided). */
  async discard(key: string): Promise<void> {
    if (key.startsWith(this.prefix)) await this.storage.delete(key);
  }

  /** The upright size of a stored photo, or undefined when nothing is stored under `key`. */
  async dimensions(key: string): Promise<{ width: number; height: number } | undefined> {
    const data = await this.storage.get(key);
    if (!data) return undefined;
    const facts = await readPhoto(data);
    return facts.width && facts.height ? { width: facts.width, height: facts.height } : undefined;
  }
}

/** Whether every pixel of the image decodes (a header alone passes the metadata read). */
async function decodesWhole(data: Buffer): Promise<boolean> {
  const sharp = await loadSharp();
  try {
    await sharp(data, { failOn: "truncated", limitInputPixels: MAX_PHOTO_PIXELS }).resize(32, 32, { fit: "inside" }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Format and upright size of an image; an undecodable file has neither. */
async function readPhoto(data: Buffer): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined }> {
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(data, { failOn: "error" }).metadata();
    // EXIF orientations 5–8 turn the picture a quarter: the photo as shown has its sides swapped.
    const turned = (metadata.orientation ?? 1) >= 5;
    return { format: metadata.format, width: turned ? metadata.height : metadata.width, height: turned ? metadata.width : metadata.height };
  } catch {
    return { format: undefined, width: undefined, height: undefined };
  }
}
