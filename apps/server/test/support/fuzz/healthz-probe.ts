import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";

export interface HealthzTiming {
  /** From the request to its full answer: the server's own answer time. */
  ms: number;
  /**
   * How late the probe's timer fired: the event loop busy with other work (a synchronous stall in the
   * server, which shares this process's loop) or the machine busy with other processes.
   */
  lateMs: number;
  status: number;
  /** What the attack was doing at the time. */
  during: string;
}

/**
 * The bound on a probe's delay (how late its timer fired plus its answer time), beside the bound on its
 * answer alone: 95 % of probes within 250 ms, none over 1,000 ms (load shedding starts at 1,000 ms of
 * lag). Measured on the shared two-core machine at a load average of 8 to 11, the suites' delays were
 * 95 % within 24 to 115 ms, the slowest 41 to 253 ms, scattered over unrelated calls that answered in
 * milliseconds: mostly the scheduler's share, which 100 ms would not hold (the API suite went over it). A stall of a second fails the
 * cap at its first probe; one that delays more than 5 % of the probes by over 250 ms fails the bound.
 */
export const HEALTHZ_DELAY_LIMITS = { boundMs: 250, capMs: 1_000 } as const;

/**
 * What a probe saw: how late its timer fired plus how long the answer took. The app runs in the test's
 * process, so a request that holds the event loop (a synchronous stall) delays the probe's timer, not
 * only its round trip: a bound on the answer time alone would miss a stall that falls between probes.
 */
export const delayOf = (timing: HealthzTiming): number => timing.lateMs + timing.ms;

/**
 * Asks `/healthz` every `everyMs` while running, and keeps how long each answer took and how late its
 * timer fired. The verdict (`breaches`) holds both together: what a caller waits from when the probe
 * was due to its answer.
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

  /** The answer time `share` (0.99) of the probes stayed within; of their delay (lateness and answer) with `of: delayOf`. */
  percentile(share: number, of: (timing: HealthzTiming) => number = (t) => t.ms): number {
    const sorted = this.timings.map(of).sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  }

  /**
   * What breaks issue 18's bound: probes that did not answer 200; more than 5 % of the answers over
   * `boundMs`, or any over `capMs`; more than 5 % of the delays (how late the timer fired plus the answer
   * time) over `delay.boundMs`, or any over `delay.capMs`. A stalled server (one request holding the
   * event loop) delays the probe that falls in the stall by the stall, whether it was waiting for its
   * timer or for its answer; on a shared two-core machine the scheduler alone delays a few single probes,
   * which the 5 % allows and the caps still bound.
   */
  breaches(boundMs: number, capMs: number, delay: { boundMs: number; capMs: number } = HEALTHZ_DELAY_LIMITS): string[] {
    const breaches: string[] = [];
    const shown = (t: HealthzTiming) => `${delayOf(t).toFixed(0)} ms (${t.lateMs.toFixed(0)} late, answered in ${t.ms.toFixed(0)}) during ${t.during}`;
    const failed = this.timings.filter((t) => t.status !== 200);
    if (failed.length > 0) breaches.push(`${failed.length} probes answered ${failed[0]!.status}`);
    const slow = this.timings.filter((t) => t.ms > boundMs);
    if (slow.length > this.timings.length * 0.05) breaches.push(`${slow.length} of ${this.timings.length} probes answered in over ${boundMs} ms: ${slow.map(shown).join("; ")}`);
    for (const t of this.timings.filter((t) => t.ms > capMs)) breaches.push(`answered in ${t.ms.toFixed(0)} ms (over ${capMs} ms) during ${t.during}`);
    const late = this.timings.filter((t) => delayOf(t) > delay.boundMs);
    if (late.length > this.timings.length * 0.05) breaches.push(`${late.length} of ${this.timings.length} probes waited over ${delay.boundMs} ms: ${late.map(shown).join("; ")}`);
    for (const t of this.timings.filter((t) => delayOf(t) > delay.capMs)) breaches.push(`waited ${shown(t)}: over ${delay.capMs} ms`);
    return breaches;
  }

  latest(): number {
    return Math.max(0, ...this.timings.map((t) => t.lateMs));
  }
}
