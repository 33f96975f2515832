import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";

/** What the benchmark reads before and after each scenario (bench/README.md). */
export interface BenchStats {
  /** The server process that answered (with PROCESSES above 1, one of several). */
  pid: number;
  /** SQL statements the data layer has run since the process started. */
  sql_statements: number | null;
  /** CPU time of the whole process (all threads) since it started, in microseconds. */
  cpu_user_us: number;
  cpu_system_us: number;
  rss_bytes: number;
  /** The largest resident set the process has had, in bytes. */
  peak_rss_bytes: number;
  /** Where the resident memory is (process.memoryUsage()): V8's heap, memory outside it (array buffers among it). */
  heap_total_bytes: number;
  heap_used_bytes: number;
  external_bytes: number;
  array_buffers_bytes: number;
  /** Event-loop delay since the last reset, in milliseconds. */
  event_loop_delay_max_ms: number;
  event_loop_delay_p99_ms: number;
}

/**
 * `GET /healthz/stats` (the benchmark's mode only, `BENCH_STATS`): the counters a scenario's cost is
 * computed from. `?reset=1` starts a new event-loop delay window after answering. Every answer of the
 * process then names it in `x-process-id`, so a run over several processes can tell them apart.
 */
export async function benchStatsRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  app.get<{ Querystring: { reset?: string } }>("/healthz/stats", { schema: { hide: true } }, async (request) => {
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    const stats: BenchStats = {
      pid: process.pid,
      sql_statements: db.statementCount(),
      cpu_user_us: cpu.user,
      cpu_system_us: cpu.system,
      rss_bytes: memory.rss,
      peak_rss_bytes: process.resourceUsage().maxRSS * 1024,
      heap_total_bytes: memory.heapTotal,
      heap_used_bytes: memory.heapUsed,
      external_bytes: memory.external,
      array_buffers_bytes: memory.arrayBuffers,
      event_loop_delay_max_ms: delay.max / 1e6,
      event_loop_delay_p99_ms: delay.percentile(99) / 1e6,
    };
    if (request.query.reset === "1") delay.reset();
    return stats;
  });
  app.addHook("onClose", async () => delay.disable());
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-process-id", String(process.pid));
  });
}
