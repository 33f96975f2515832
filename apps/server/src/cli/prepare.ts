import path from "node:path";
import { loadEnv } from "../config/env.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrations.ts";
import { seedIfEmpty } from "../demo/seed-if-empty.ts";
import { LocalFileStorage } from "../platform/storage/local-file-storage.ts";
import { createPaymentGateway } from "../platform/payments/create-payment-gateway.ts";
import { systemClock } from "../db/clock.ts";

/** `npm start`'s database step: migrate, then seed the demo catalog and accounts if the catalog is empty. */
const env = loadEnv();
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
try {
  const applied = await migrateToLatest(db.kysely);
  if (applied.length > 0) console.log(`Migrated ${db.dialect} database: ${applied.join(", ")}`);
  const seeded = await seedIfEmpty(db, new LocalFileStorage(path.join(env.dataDir, "uploads")), console, { walletSecret: env.sessionSecret, payments: createPaymentGateway(env, db, systemClock) });
  if (!seeded) console.log(`Catalog already seeded (${db.dialect}: ${db.location})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
