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
  /**
   * The most CPU time the process spent while a 5 ms timer waited, since the last reset, in
   * milliseconds: the longest block counted in work done, without the time the process sat descheduled
   * on a busy machine (which the delay above includes). Idle, it reads about 0; one 30 ms task, about 30.
   */
  event_loop_busy_max_ms: number;
}

/** The CPU time spent between two ticks of a 5 ms interval, at most (see `event_loop_busy_max_ms`). */
function busyMonitor(): { max(): number; reset(): void; stop(): void } {
  let last = process.cpuUsage();
  let max = 0;
  const timer = setInterval(() => {
    const now = process.cpuUsage();
    max = Math.max(max, (now.user - last.user + now.system - last.system) / 1000);
    last = now;
  }, 5);
  timer.unref();
  return { max: () => max, reset: () => void (max = 0), stop: () => clearInterval(timer) };
}

/**
 * `GET /healthz/stats` (the benchmark's mode only, `BENCH_STATS`): the counters a scenario's cost is
 * computed from. `?reset=1` starts a new event-loop delay window after answering. Every answer of the
 * process then names it in `x-process-id`, so a run over several processes can tell them apart.
 */
export async function benchStatsRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const busy = busyMonitor();
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
      event_loop_busy_max_ms: busy.max(),
    };
    if (request.query.reset === "1") {
      delay.reset();
      busy.reset();
    }
    return stats;
  });
  app.addHook("onClose", async () => {
    delay.disable();
    busy.stop();
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-process-id", String(process.pid));
  });
}
