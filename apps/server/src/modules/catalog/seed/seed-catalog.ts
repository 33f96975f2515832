import { designerCollection, NAVIGATION_COLLECTIONS } from "@maison/domain/catalog/collection";
import { slugify } from "@maison/domain/shared/slug";
import type { Db } from "../../../db/database.ts";
import { inTransaction } from "../../../db/transaction.ts";
import type { FileStorage } from "../../../platform/storage/file-storage.ts";
import { DESIGNERS } from "./designers.ts";
import { generateProduct, IMAGE_SIZE_PX, PRODUCT_ID_BASE, type GeneratedProduct } from "./generate-product.ts";
import { allProductIds, catalogRowCounts, deleteCatalog, insertCatalogRows, insertCollections, insertDesigners, type CatalogRows } from "./seed-repository.ts";
import { productSvg } from "./svg.ts";
import { Timeline } from "./timeline.ts";

export const DEFAULT_CATALOG_SIZE = 3_000;
export const DEFAULT_SEED = 20_260_101;
export const MAX_CATALOG_SIZE = 1_000_000;
/** Listings per transaction: big enough to amortise commits, small enough to keep memory flat. */
const PRODUCTS_PER_BATCH = 500;
/** Image files written at once. */
const FILE_WRITE_CONCURRENCY = 32;

export interface SeedCatalogOptions {
  products: number;
  seed?: number;
  /** The catalogue's "today": listing dates run up to it, so the same seed and `now` give the same catalogue. */
  now: Date;
  /** Replaces the existing catalogue (rows and product images); without it a non-empty catalogue is refused. */
  reset?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedCatalogResult {
  products: number;
  designers: number;
  collections: number;
}

/** The catalogue already holds rows and the caller did not ask to replace them. */
export class CatalogNotEmptyError extends Error {
  constructor(counts: { products: number; designers: number; collections: number }) {
    super(
      `The catalogue is not empty (${counts.products} products, ${counts.designers} designers, ${counts.collections} collections); pass reset to replace it.`,
    );
    this.name = "CatalogNotEmptyError";
  }
}

/**
 * Fills the catalogue with a believable, deterministic demo: designers, the navigation and designer
 * collections, and `products` listings with tags, details and two illustrations each (written to
 * storage as SVG originals). Listings go in batches, one transaction per batch, while the previous
 * batch's images are still being written.
 */
export async function seedCatalog(db: Db, storage: FileStorage, options: SeedCatalogOptions): Promise<SeedCatalogResult> {
  const total = options.products;
  if (!Number.isInteger(total) || total < 0 || total > MAX_CATALOG_SIZE) {
    throw new RangeError(`products must be a whole number from 0 to ${MAX_CATALOG_SIZE}`);
  }
  const seed = options.seed ?? DEFAULT_SEED;
  const counts = await catalogRowCounts(db.kysely);
  if (counts.products + counts.designers + counts.collections > 0) {
    if (!options.reset) throw new CatalogNotEmptyError(counts);
    await resetCatalog(db, storage, total);
  }

  const timeline = new Timeline(total, options.now);
  let pendingFiles: Promise<void> = Promise.resolve();
  for (let first = 1; first <= total; first += PRODUCTS_PER_BATCH) {
    const last = Math.min(total, first + PRODUCTS_PER_BATCH - 1);
    const batch: GeneratedProduct[] = [];
    for (let n = first; n <= last; n++) batch.push(generateProduct(seed, n, timeline));
    const rows = toRows(batch);
    await pendingFiles;
    pendingFiles = writeImages(storage, batch);
    // Awaited before the next batch; the no-op handler keeps a failure from counting as unhandled meanwhile.
    pendingFiles.catch(() => undefined);
    await inTransaction(db, (tx) => insertCatalogRows(tx.db, rows));
    options.onProgress?.(last, total);
  }
  await pendingFiles;

  // Every designer of the house's list gets its row and collection, with pieces or not: the menus link
  // designers by hand, and a designer without stock shows its empty collection page, never a 404.
  const designers = [...DESIGNERS];
  const collections = [...NAVIGATION_COLLECTIONS, ...designers.map((d) => designerCollection(d.name, slugify(d.name)))];
  await inTransaction(db, async (tx) => {
    await insertDesigners(tx.db, designers.map((d) => ({ handle: slugify(d.name), name: d.name, description: d.description })));
    await insertCollections(tx.db, collections);
  });
  if (total === 0) options.onProgress?.(0, 0);
  return { products: total, designers: designers.length, collections: collections.length };
}

/**
 * Deletes the catalogue rows, and the images of old listings the new catalogue will not write again.
 * Listings 1…total get the same ids and image keys as before, so their files are simply overwritten:
 * far cheaper than deleting a large image tree and creating it anew.
 */
async function resetCatalog(db: Db, storage: FileStorage, total: number): Promise<void> {
  const oldIds = await allProductIds(db.kysely);
  await inTransaction(db, (tx) => deleteCatalog(tx.db));
  const stale = oldIds.filter((id) => !isListingId(id, total));
  await forEachBounded(stale, FILE_WRITE_CONCURRENCY, (id) => storage.deleteTree(`products/${id}`));
}

function isListingId(id: string, total: number): boolean {
  const n = Number(id) - PRODUCT_ID_BASE;
  return Number.isInteger(n) && n >= 1 && n <= total && String(PRODUCT_ID_BASE + n) === id;
}

/** Runs `task` over the items, at most `limit` at a time. */
async function forEachBounded<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function toRows(batch: readonly GeneratedProduct[]): CatalogRows {
  const rows: CatalogRows = { products: [], tags: [], details: [], images: [] };
  for (const p of batch) {
    const productId = p.row.id;
    rows.products.push(p.row);
    for (const tag of p.tags) rows.tags.push({ product_id: productId, tag });
    for (const d of p.details) rows.details.push({ product_id: productId, ...d });
    for (const image of p.images) {
      rows.images.push({ product_id: productId, position: image.position, storage_key: image.storageKey, width: IMAGE_SIZE_PX, height: IMAGE_SIZE_PX, alt: image.alt });
    }
  }
  return rows;
}

/** Writes each listing's illustrations, a bounded number at a time. */
async function writeImages(storage: FileStorage, batch: readonly GeneratedProduct[]): Promise<void> {
  const jobs = batch.flatMap((p) => p.images.map((image) => ({ key: image.storageKey, art: p.art, view: image.view })));
  await forEachBounded(jobs, FILE_WRITE_CONCURRENCY, (job) => storage.put(job.key, productSvg(job.art, job.view)));
}
