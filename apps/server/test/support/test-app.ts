import type { FastifyInstance } from "fastify";
import pino, { type Logger } from "pino";
import { buildApp } from "../../src/app.ts";
import { loadEnv } from "../../src/config/env.ts";
import { createContext, type AppContext } from "../../src/context.ts";
import type { Clock } from "../../src/db/clock.ts";
import { ControlledClock } from "./controlled-clock.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  clock: ControlledClock;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real application on a fresh test database, API only (no web pages), with a controlled clock. */
export async function createTestApp(
  options: {
    clock?: Clock;
    webPages?: boolean;
    /** Environment variables on top of the test defaults, e.g. { NODE_ENV: "production", SESSION_SECRET }. */
    env?: Record<string, string>;
    /** A logger of the caller's (default: silent). */
    logger?: Logger;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ countStatements: options.env?.BENCH_STATS === "true" });
  const clock = (options.clock as ControlledClock | undefined) ?? new ControlledClock();
  // The event-loop lag that sheds load in production (decision 064) is what a busy test machine shows
  // while every suite runs: tests shed only when they ask to (the load-shedding tests set it).
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", MAX_EVENT_LOOP_DELAY_MS: "600000", MAX_EVENT_LOOP_UTILIZATION: "off", ...options.env, DATA_DIR: database.dataDir, DATABASE_URL: "" });
  const context = createContext(env, { db: database.db, clock, logger: options.logger ?? pino({ level: "silent" }) });
  const app = await buildApp(context, { webPages: options.webPages ?? false });
  await app.ready();
  return {
    app,
    context,
    clock,
    database,
    async close() {
      await app.close();
      await Promise.all([context.jobs.stop(), context.outbox.stop()]);
      await database.drop();
    },
  };
}
