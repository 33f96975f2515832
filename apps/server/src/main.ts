import { buildApp } from "./app.ts";
import { loadEnv } from "./config/env.ts";
import { createContext } from "./context.ts";
import { migrateToLatest } from "./db/migrations.ts";
import { DevelopmentClock } from "./platform/clock/development-clock.ts";
import { startBanner } from "./start-banner.ts";

/** Process entry: env → database (migrated) → app → listen, and a clean shutdown on signals. */
async function main(): Promise<void> {
  const env = loadEnv();
  // Outside production the clock can be moved forward through /api/dev/clock/ to follow timers end to end.
  const context = createContext(env, env.devToolsEnabled ? { clock: new DevelopmentClock() } : {});
  const applied = await migrateToLatest(context.db.kysely);
  if (applied.length > 0) context.logger.info({ applied }, "database migrated");
  const app = await buildApp(context);
  if (env.WORKERS === "on") {
    context.jobs.start();
    context.outbox.start();
  }
  const shutdown = async (signal: string) => {
    context.logger.info({ signal }, "shutting down");
    await app.close();
    await Promise.all([context.jobs.stop(), context.outbox.stop()]);
    await context.db.destroy();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ host: env.HOST, port: env.PORT });
  context.logger.info(`Maison is serving ${env.publicBaseUrl} (${context.db.dialect})`);
  if (env.PRINT_DEMO_ACCOUNTS) console.log(await startBanner(context.db, env.publicBaseUrl, env.devToolsEnabled));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
