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
    const load = installLoadShedding(app, { maxInFlight: 3, maxEventLoopDelayMs: 60_000 });
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
    installLoadShedding(app, { maxInFlight: 10, maxEventLoopDelayMs: 100 });
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
});
