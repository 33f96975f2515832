import cluster from "node:cluster";
import { buildApp } from "./app.ts";
import { loadEnv, type Env } from "./config/env.ts";
import { createContext } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrations.ts";
import { DevelopmentClock } from "./platform/clock/development-clock.ts";
import { startBanner } from "./start-banner.ts";

/** Process entry: one server process, or (PROCESSES above 1) a primary that migrates and keeps that many serving. */
async function main(): Promise<void> {
  const env = loadEnv();
  if (env.PROCESSES > 1 && env.devToolsEnabled) {
    throw new Error("Invalid environment: PROCESSES above 1 needs NODE_ENV=production (the development clock lives in one process)");
  }
  if (env.PROCESSES > 1 && cluster.isPrimary) await runPrimary(env);
  else await serve(env);
}

/** One server process: env → database (migrated) → app → listen, and a clean shutdown on signals. */
async function serve(env: Env): Promise<void> {
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
  // In a cluster every process listens on the same port; the primary hands each connection to one of them.
  await app.listen({ host: env.HOST, port: env.PORT });
  const first = !cluster.isWorker || cluster.worker?.id === 1;
  if (first) context.logger.info(`Maison is serving ${env.publicBaseUrl} (${context.db.dialect}${cluster.isWorker ? `, ${env.PROCESSES} processes` : ""})`);
  if (env.PRINT_DEMO_ACCOUNTS && first) console.log(await startBanner(context.db, env.publicBaseUrl, env.devToolsEnabled));
}

/**
 * The primary of a cluster (decision 078): migrates the database once, starts PROCESSES server
 * processes, starts a new one when one dies unexpectedly, and passes SIGINT/SIGTERM on to them all,
 * exiting once they have shut down.
 */
async function runPrimary(env: Env): Promise<void> {
  const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    const applied = await migrateToLatest(db.kysely);
    if (applied.length > 0) console.log(`database migrated: ${applied.join(", ")}`);
  } finally {
    await db.destroy();
  }
  let stopping = false;
  for (let i = 0; i < env.PROCESSES; i++) cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
