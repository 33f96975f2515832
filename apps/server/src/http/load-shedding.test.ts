import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { installLoadShedding } from "./load-shedding.ts";

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe("load shedding", () => {
  it("turns requests beyond the in-flight limit away at once with 503 and Retry-After, answers the health check, and recovers", async () => {
    const app = Fastify();
    const load = installLoadShedding(app, { maxInFlight: 3, maxEventLoopDelayMs: 60_000, maxEventLoopUtilisation: "off" });
    const slow = gate();
    app.get("/slow", async () => {
      await slow.promise;
      return { ok: true };
    });
    app.get("/healthz", async () => ({ status: "ok" }));
    await app.ready();

    const held = Array.from({ length: 3 }, () => app.inject("/slow"));
    await expect.poll(() => load.inFlight()).toBe(3);
    const shed = await app.inject("/slow");
    expect(shed.statusCode).toBe(503);
    expect(shed.headers["retry-after"]).toBe("1");
    expect(shed.json()).toMatchObject({ code: "overloaded" });
    expect((await app.inject("/healthz")).statusCode).toBe(200);

    slow.open();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await expect.poll(() => load.inFlight()).toBe(0);
    expect((await app.inject("/slow")).statusCode).toBe(200);
    await app.close();
  });

  it("does not hold the start-up's blocking against the first requests once the server is ready", async () => {
    const app = Fastify();
    installLoadShedding(app, { maxInFlight: 10, maxEventLoopDelayMs: 100, maxEventLoopUtilisation: 0.98 });
    app.get("/first", async () => ({ ok: true }));
    // Start-up work holding the loop past the sampler's second, twice, each time letting the timers run after it.
    for (const ms of [1_300, 1_100]) {
      const until = Date.now() + ms;
      while (Date.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await app.ready();
    expect((await app.inject("/first")).statusCode).toBe(200);
    await app.close();
  });

  it("turns requests away while a saturated loop holds more connections than it answers in a second, and not a loop merely at capacity", async () => {
    const app = Fastify();
    // The loop's busy share and the open connections are what the test says: each reading adds 100 ms at `share`.
    let share = 0.5;
    let connections = 5;
    const loop = { active: 0, idle: 0 };
    const loopTime = () => {
      loop.active += 100 * share;
      loop.idle += 100 * (1 - share);
      return { ...loop };
    };
    const load = installLoadShedding(app, { maxInFlight: 100, maxEventLoopDelayMs: 60_000, maxEventLoopUtilisation: 0.98, loopTime, openConnections: () => connections });
    app.get("/list", async () => ({ ok: true }));
    app.get("/healthz", async () => ({ status: "ok" }));
    await app.ready();

    // At capacity: the loop runs flat out, but 5 connections against some 20 answers a second wait a quarter of a second.
    const answer = async (times: number) => {
      for (let i = 0; i < times; i++) {
        expect((await app.inject("/list")).statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await answer(25);
    share = 1;
    await answer(40);
    expect(load.utilisation()).toBeGreaterThanOrEqual(0.98);
    expect(load.queueFull()).toBe(false);

    // Past it: 5,000 connections against a few answers a second is a queue of minutes.
    connections = 5_000;
    await expect.poll(() => load.queueFull(), { timeout: 5_000 }).toBe(true);
    const shed = await app.inject("/list");
    expect(shed.statusCode).toBe(503);
    expect(shed.headers["retry-after"]).toBe("1");
    expect(shed.headers.connection).toBe("close");
    expect(shed.json()).toMatchObject({ code: "overloaded" });
    expect((await app.inject("/healthz")).statusCode).toBe(200);

    // The loop gets room again (its queue drained): served again, without waiting for the connections to close.
    share = 0.3;
    await expect.poll(() => load.queueFull(), { timeout: 5_000 }).toBe(false);
    expect((await app.inject("/list")).statusCode).toBe(200);
    await app.close();
  });
});
