import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { CommonErrorCode } from "@maison/contracts/error";

export interface LoadSheddingOptions {
  /** Requests being answered at once above which a new one is turned away at once. */
  maxInFlight: number;
  /** Event-loop delay (mean over the last second, ms) above which new requests are turned away. */
  maxEventLoopDelayMs: number;
  /** Paths always answered (the load balancer's health check). */
  exempt?: readonly string[];
}

/** How long a turned-away client should wait before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 1;

/**
 * Load shedding (issue 18, "load without collapse"): beyond what the process can answer, a request is
 * turned away at once with 503 `overloaded` and `Retry-After`, instead of joining a queue that only
 * grows. Two signals: the requests in flight, and how late the event loop runs (measured every 20 ms,
 * averaged over a second). Both fall as soon as the excess stops, so the server recovers by itself.
 */
export function installLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): { inFlight: () => number } {
  let inFlight = 0;
  const exempt = new Set(options.exempt ?? ["/healthz"]);
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let lagMs = 0;
  const sampler = setInterval(() => {
    lagMs = delay.mean / 1e6;
    delay.reset();
  }, 1000);
  sampler.unref();
  // Loading the application (modules, the web build) holds the loop for seconds: that is not load, and must not
  // turn the first requests of a server that has just started away.
  app.addHook("onReady", async () => {
    delay.reset();
    lagMs = 0;
  });
  app.addHook("onClose", async () => {
    clearInterval(sampler);
    delay.disable();
  });

  app.addHook("onRequest", async (request, reply) => {
    if (exempt.has(request.url.split("?")[0]!)) return;
    if (inFlight >= options.maxInFlight || lagMs > options.maxEventLoopDelayMs) {
      reply.header("retry-after", String(SHED_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ code: CommonErrorCode.enum.overloaded, message: "We are very busy right now. Please try again in a moment.", detail: "We are very busy right now. Please try again in a moment." });
    }
    inFlight += 1;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
    };
    reply.raw.once("finish", done);
    reply.raw.once("close", done);
  });
  return { inFlight: () => inFlight };
}
