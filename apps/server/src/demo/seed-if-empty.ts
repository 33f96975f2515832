import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import type { FileStorage } from "../platform/storage/file-storage.ts";
import type { PaymentGateway } from "../platform/payments/payment-gateway.ts";
import { DEFAULT_CATALOG_SIZE, DEFAULT_SEED, seedCatalog, type SeedCatalogResult } from "../modules/catalog/seed/seed-catalog.ts";
import { hasNoProducts } from "../modules/catalog/seed/seed-repository.ts";
import { seedDemoModules } from "./seed-demo-modules.ts";

/** Anything with an info method: pino's logger, the console. */
export interface SeedLogger {
  info(message: string): void;
}

export interface SeedIfEmptyOptions {
  products?: number;
  seed?: number;
  now?: Date;
  /** The server's SESSION_SECRET: with it, the demo gift card and the demo accounts' store credit are seeded too. */
  walletSecret?: string;
  /** The gateway the server charges with: with it and walletSecret, the demo member's subscription is seeded too. */
  payments?: PaymentGateway;
}

/** PostgreSQL advisory lock id held while one process seeds, so instances starting together seed once. */
const SEED_LOCK_ID = 72_446_110;

/**
 * First start on an empty database: seeds the demo catalogue (3,000 listings by default) and the demo
 * accounts. Does nothing when the catalogue already has products. Returns what was seeded, or null.
 */
export async function seedIfEmpty(db: Db, storage: FileStorage, logger: SeedLogger, options: SeedIfEmptyOptions = {}): Promise<SeedCatalogResult | null> {
  if (!(await hasNoProducts(db.kysely))) return null;
  if (db.dialect !== "postgres") return seedNow(db, storage, logger, options);
  return db.kysely.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SEED_LOCK_ID})`.execute(conn);
    try {
      // Another instance may have seeded while this one waited for the lock.
      return (await hasNoProducts(db.kysely)) ? await seedNow(db, storage, logger, options) : null;
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK_ID})`.execute(conn);
    }
  });
}

async function seedNow(db: Db, storage: FileStorage, logger: SeedLogger, options: SeedIfEmptyOptions): Promise<SeedCatalogResult> {
  const products = options.products ?? DEFAULT_CATALOG_SIZE;
  const now = options.now ?? new Date();
  const started = performance.now();
  logger.info(`Empty catalogue: seeding ${products} demo products…`);
  // Leftover designers or collections from an interrupted seed are replaced.
  const result = await seedCatalog(db, storage, { products, seed: options.seed ?? DEFAULT_SEED, now, reset: true });
  const accounts = await seedDemoModules(db, { now, walletSecret: options.walletSecret, payments: options.payments });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logger.info(
    `Seeded ${result.products} products, ${result.designers} designers, ${result.collections} collections and ${accounts.length} demo accounts in ${seconds} s`,
  );
  return result;
}
