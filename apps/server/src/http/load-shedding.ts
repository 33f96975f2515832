import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { CommonErrorCode } from "@maison/contracts/error";
import { AnswerRate } from "./answer-rate.ts";
import { UtilisationGate, nodeLoopTime, type LoopTime } from "./utilisation-gate.ts";

export interface LoadSheddingOptions {
  /** Requests being answered at once above which a new one is turned away at once. */
  maxInFlight: number;
  /** Event-loop delay (mean over the last second, ms) above which new requests are turned away. */
  maxEventLoopDelayMs: number;
  /**
   * Event-loop utilisation (0–1, the busy share of the last second) from which the loop counts as
   * saturated, until it falls below `resumeBelowUtilisation`; `"off"`: never (decision 076).
   */
  maxEventLoopUtilisation: number | "off";
  /** Hysteresis: the utilisation below which a saturated loop counts as having room again (default 0.1 below). */
  resumeBelowUtilisation?: number;
  /**
   * While the loop is saturated, the wait (ms) a request may be expected to spend unread in its socket
   * before new ones are turned away: open connections ÷ requests answered per second (Little's law).
   */
  maxQueueWaitMs?: number;
  /** Paths always answered (the load balancer's health check). */
  exempt?: readonly string[];
  /** The loop's cumulative busy and idle time; Node's own unless a test gives another. */
  loopTime?: () => LoopTime;
  /** Open connections; the server's own unless a test gives another. */
  openConnections?: () => number;
}

export interface LoadShedding {
  inFlight(): number;
  /** The event loop's busy share over the last second, or null when that signal is off. */
  utilisation(): number | null;
  /** Whether the queue signal (a saturated loop with more connections than it answers in `maxQueueWaitMs`) turns requests away now. */
  queueFull(): boolean;
}

/** By default a request may wait a second in its socket behind the others, as the loop may run a second late. */
export const DEFAULT_MAX_QUEUE_WAIT_MS = 1000;

/** How long a turned-away client should wait before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 1;

/**
 * Load shedding (issue 18, "load without collapse"): beyond what the process can answer, a request is
 * turned away at once with 503 `overloaded` and `Retry-After`, instead of joining a queue that only
 * grows. Three signals: the requests in flight; how late the event loop runs (measured every 20 ms,
 * averaged over a second); and the queue in the sockets (decision 076). A server offered more than it
 * can answer reads requests as fast as it can, so neither of the first two rises: the requests wait
 * unread in the sockets instead. That queue shows as a loop busy all the time (`UtilisationGate`, with
 * hysteresis) holding more open connections than it answers in `maxQueueWaitMs`: with HTTP/1.1 each
 * connection carries at most one request, so open connections ÷ answers per second bounds the wait
 * (Little's law). A server merely at capacity is as busy, but holds few connections for its rate. A
 * request shed on that signal closes its connection, which shortens the queue. All the signals fall as
 * soon as the excess stops, so the server recovers by itself.
 */
export function installLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): LoadShedding {
  let inFlight = 0;
  let connections = 0;
  app.server.on("connection", (socket) => {
    connections += 1;
    socket.once("close", () => (connections -= 1));
  });
  const openConnections = options.openConnections ?? (() => connections);
  const exempt = new Set(options.exempt ?? ["/healthz"]);
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let lagMs = 0;
  const sampler = setInterval(() => {
    lagMs = delay.mean / 1e6;
    delay.reset();
  }, 1000);
  sampler.unref();
  const maxQueueWaitMs = options.maxQueueWaitMs ?? DEFAULT_MAX_QUEUE_WAIT_MS;
  const gate =
    options.maxEventLoopUtilisation === "off"
      ? null
      : new UtilisationGate(
          { enterAt: options.maxEventLoopUtilisation, leaveBelow: options.resumeBelowUtilisation ?? options.maxEventLoopUtilisation - 0.1, windowMs: 1000 },
          options.loopTime ?? nodeLoopTime,
        );
  const answers = new AnswerRate(1000);
  let queueFull = false;
  const gateSampler = gate
    ? setInterval(() => {
        gate.sample();
        const perSecond = answers.sample();
        const wasFull = queueFull;
        queueFull = gate.shedding() && openConnections() > (perSecond * maxQueueWaitMs) / 1000;
        if (queueFull === wasFull) return;
        const state = { utilisation: gate.utilisation().toFixed(3), connections: openConnections(), answeredPerSecond: Math.round(perSecond) };
        if (queueFull) app.log.warn(state, "load shedding: requests are queueing in the sockets, new ones get 503");
        else app.log.warn(state, "load shedding: the queue has drained, requests are served");
      }, 100)
    : null;
  gateSampler?.unref();
  // Loading the application (modules, the web build) holds the loop for seconds: that is not load, and must not
  // turn the first requests of a server that has just started away.
  app.addHook("onReady", async () => {
    delay.reset();
    lagMs = 0;
    gate?.reset();
    answers.reset();
    queueFull = false;
  });
  app.addHook("onClose", async () => {
    clearInterval(sampler);
    if (gateSampler) clearInterval(gateSampler);
    delay.disable();
  });

  app.addHook("onRequest", async (request, reply) => {
    if (exempt.has(request.url.split("?")[0]!)) return;
    if (inFlight >= options.maxInFlight || lagMs > options.maxEventLoopDelayMs || queueFull) {
      reply.header("retry-after", String(SHED_RETRY_AFTER_SECONDS));
      // Gives the connection's place in the queue back: the client comes back after Retry-After, through the accept queue.
      if (queueFull) reply.header("connection", "close");
      return reply.code(503).send({ code: CommonErrorCode.enum.overloaded, message: "We are very busy right now. Please try again in a moment.", detail: "We are very busy right now. Please try again in a moment." });
    }
    inFlight += 1;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
      answers.count();
    };
    reply.raw.once("finish", done);
    reply.raw.once("close", done);
  });
  return { inFlight: () => inFlight, utilisation: () => gate?.utilisation() ?? null, queueFull: () => queueFull };
}
