import { loadEnv } from "../config/env.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrations.ts";

/** `npm run migrate`: brings the configured database to the latest schema. */
const env = loadEnv();
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
try {
  const applied = await migrateToLatest(db.kysely);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : `Up to date (${db.dialect}: ${db.location})`);
} finally {
  await db.destroy();
}
