import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import type { ImageFormat, ImageSize } from "@maison/domain/catalog/image-size";
import { IMAGE_CONTENT_TYPES, renderImage } from "./image-renderer.ts";

export interface CachedImage {
  data: Buffer;
  contentType: string;
  etag: string;
}

/** Where rendered variants live inside the data directory. */
export function imageCacheDir(dataDir: string): string {
  return path.join(dataDir, "cache", "images");
}

/** Forgets every rendered variant (after the originals were replaced, e.g. a rebuilt demo catalogue). */
export async function clearImageCache(cacheDir: string): Promise<void> {
  await rm(cacheDir, { recursive: true, force: true });
}

/**
 * Rendered variants on disk at `{cacheDir}/{size}/{key}.{format}`. Originals are immutable per key
 * (a new photo gets a new key), so a variant never goes stale. Concurrent requests for one variant
 * share a single render, and renders run a few at a time so a burst cannot starve the server.
 */
export class ImageCache {
  private readonly inFlight = new Map<string, Promise<CachedImage | undefined>>();
  private readonly renderSlots: Semaphore;

  constructor(
    private readonly cacheDir: string,
    maxConcurrentRenders = Math.max(1, availableParallelism()),
  ) {
    this.renderSlots = new Semaphore(maxConcurrentRenders);
  }

  /**
   * The variant of `key` (a validated storage key without extension) at `size` in `format`;
   * `loadOriginal` is called only on a cache miss. Undefined when there is no original.
   */
  async get(
    key: string,
    size: ImageSize,
    format: ImageFormat,
    loadOriginal: () => Promise<Buffer | undefined>,
  ): Promise<CachedImage | undefined> {
    const file = path.join(this.cacheDir, size, `${key}.${format}`);
    const cached = await readIfPresent(file);
    if (cached) return toCachedImage(cached, format);

    const pending = this.inFlight.get(file);
    if (pending) return pending;
    const work = this.renderAndStore(file, size, format, loadOriginal).finally(() => this.inFlight.delete(file));
    this.inFlight.set(file, work);
    return work;
  }

  private async renderAndStore(
    file: string,
    size: ImageSize,
    format: ImageFormat,
    loadOriginal: () => Promise<Buffer | undefined>,
  ): Promise<CachedImage | undefined> {
    const original = await loadOriginal();
    if (!original) return undefined;
    const rendered = await this.renderSlots.run(() => renderImage(original, size, format));
    await writeAtomically(file, rendered.data);
    return toCachedImage(rendered.data, format);
  }
}

function toCachedImage(data: Buffer, format: ImageFormat): CachedImage {
  const etag = `"${createHash("sha1").update(data).digest("base64url")}"`;
  return { data, contentType: IMAGE_CONTENT_TYPES[format], etag };
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    throw error;
  }
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** A counting semaphore: at most `limit` tasks run at once, the rest wait in order. */
class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next waiter, so the count never overshoots.
    if (this.active < this.limit) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
