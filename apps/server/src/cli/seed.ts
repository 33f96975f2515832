import cliProgress from "cli-progress";
import { loadEnv } from "../config/env.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrations.ts";
import { seedCatalog } from "../modules/catalog/seed/seed-catalog.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../modules/identity/demo-accounts.ts";
import { seedDemoModules } from "../demo/seed-demo-modules.ts";
import { createPaymentGateway } from "../platform/payments/create-payment-gateway.ts";
import { clearImageCache, imageCacheDir } from "../platform/images/image-cache.ts";
import { LocalFileStorage, uploadsDir } from "../platform/storage/local-file-storage.ts";
import { parseSeedArgs, SEED_USAGE, SeedArgsError, type SeedArgs } from "./seed-args.ts";

/** Reports progress: a live bar on a terminal, a line every 10% in logs and CI. */
function progressReporter(total: number): { update(done: number): void; stop(): void } {
  if (process.stdout.isTTY && total > 0) {
    const bar = new cliProgress.SingleBar(
      { format: "Seeding {bar} {percentage}% | {value}/{total} products | {eta_formatted} left", hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0);
    return { update: (done) => bar.update(done), stop: () => bar.stop() };
  }
  let reported = -1;
  return {
    update(done) {
      const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (tenth > reported) {
        reported = tenth;
        console.log(`Seeding: ${done}/${total} products (${tenth * 10}%)`);
      }
    },
    stop() {},
  };
}

function parseArgsOrExit(): SeedArgs {
  try {
    const args = parseSeedArgs(process.argv.slice(2));
    if (args.help) {
      console.log(SEED_USAGE);
      process.exit(0);
    }
    return args;
  } catch (error) {
    if (!(error instanceof SeedArgsError)) throw error;
    console.error(`${error.message}\n\n${SEED_USAGE}`);
    process.exit(2);
  }
}

/** `npm run seed -- --products N [--seed S] [--reset]`: migrates, then fills the catalogue and demo accounts. */
const args = parseArgsOrExit();
const env = loadEnv();
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
const storage = new LocalFileStorage(uploadsDir(env.dataDir));
const started = performance.now();
try {
  await migrateToLatest(db.kysely);
  if (args.reset) await clearImageCache(imageCacheDir(env.dataDir));
  const now = args.now ?? new Date();
  const progress = progressReporter(args.products);
  let result;
  try {
    result = await seedCatalog(db, storage, { products: args.products, seed: args.seed, now, reset: args.reset, onProgress: (done) => progress.update(done) });
  } finally {
    progress.stop();
  }
  const created = await seedDemoModules(db, { now, walletSecret: env.sessionSecret, payments: createPaymentGateway(env, db, { now: () => now }) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `Seeded ${result.products} products, ${result.designers} designers and ${result.collections} collections in ${seconds} s (seed ${args.seed}).`,
      `Database: ${db.dialect} ${db.location}`,
      `Images:   ${storage.root}`,
      created.length > 0 ? `Demo accounts created: ${created.join(", ")}` : "Demo accounts already present.",
      `Demo logins (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(", ")}`,
    ].join("\n"),
  );
} catch (error) {
  if (error instanceof Error && error.name === "CatalogNotEmptyError") {
    console.error(`${error.message}\nRun again with --reset to replace it.`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await db.destroy();
}
