import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";

export interface HealthzTiming {
  /** From the request to its full answer: the server's own answer time. */
  ms: number;
  /** How late the probe's timer fired: the event loop (and the machine) busy with other work. */
  lateMs: number;
  status: number;
  /** What the attack was doing at the time. */
  during: string;
}

/**
 * Asks `/healthz` every `everyMs` while running, and keeps how long each answer took. The answer time
 * is the bound's; how late each probe started is kept beside it, since on a shared machine the
 * operating system's scheduler, not the server, decides most of that.
 */
export class HealthzProbe {
  readonly timings: HealthzTiming[] = [];
  /** What the attack is doing, set by the caller and kept with each timing. */
  during = "";
  private running = false;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly everyMs = 100,
  ) {}

  start(): void {
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        const due = performance.now() + this.everyMs;
        await new Promise((resolve) => setTimeout(resolve, this.everyMs));
        if (this.running) await this.once(performance.now() - due);
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  /** One request, timed from the call to the full answer. */
  async once(lateMs = 0): Promise<HealthzTiming> {
    const during = this.during;
    const started = performance.now();
    const response = await this.app.inject({ method: "GET", url: "/healthz" });
    const timing = { ms: performance.now() - started, lateMs, status: response.statusCode, during };
    this.timings.push(timing);
    return timing;
  }

  slowest(): number {
    return Math.max(0, ...this.timings.map((t) => t.ms));
  }

  /** The answer time `share` (0.99) of the probes stayed within. */
  percentile(share: number): number {
    const sorted = this.timings.map((t) => t.ms).sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  }

  /**
   * What breaks issue 18's bound: probes that did not answer 200, more than 5 % of the probes over
   * `boundMs`, or any probe over `capMs`. A stalled server (one request holding the event loop) puts
   * every probe of the stall over both; on a shared two-core machine the scheduler alone delays a few
   * single answers past 100 ms, which the 5 % allows and the cap still bounds.
   */
  breaches(boundMs: number, capMs: number): string[] {
    const breaches: string[] = [];
    const failed = this.timings.filter((t) => t.status !== 200);
    if (failed.length > 0) breaches.push(`${failed.length} probes answered ${failed[0]!.status}`);
    const slow = this.timings.filter((t) => t.ms > boundMs);
    if (slow.length > this.timings.length * 0.05) breaches.push(`${slow.length} of ${this.timings.length} probes over ${boundMs} ms: ${slow.map((t) => `${t.ms.toFixed(0)} ms during ${t.during}`).join("; ")}`);
    for (const t of this.timings.filter((t) => t.ms > capMs)) breaches.push(`${t.ms.toFixed(0)} ms (over ${capMs} ms) during ${t.during}`);
    return breaches;
  }

  latest(): number {
    return Math.max(0, ...this.timings.map((t) => t.lateMs));
  }
}
