import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { LazyRequestLogger, lazyRequestLogger } from "./request-logger.ts";

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  return { lines, logger: pino({ level, redact: { paths: ["*.token"], censor: "[redacted]" } }, stream) };
}

describe("the lazy request logger", () => {
  it("writes the same lines as a pino child, with the request id bound and redaction applied", () => {
    const lazy = capture("info");
    const eager = capture("info");
    for (const log of [lazyRequestLogger(lazy.logger, { reqId: "r-1" }, {}), eager.logger.child({ reqId: "r-1" })]) {
      log.info({ body: { token: "secret" }, status: 400 }, "request rejected");
      log.debug("not written");
      log.child({ extra: 1 }).warn("from a child");
    }
    const withoutTime = (lines: Array<Record<string, unknown>>) => lines.map(({ time: _time, ...rest }) => rest);
    expect(withoutTime(lazy.lines)).toEqual(withoutTime(eager.lines));
    expect(lazy.lines).toHaveLength(2);
    expect(lazy.lines[0]).toMatchObject({ reqId: "r-1", body: { token: "[redacted]" }, status: 400 });
    expect(lazy.lines[1]).toMatchObject({ reqId: "r-1", extra: 1, msg: "from a child" });
  });

  it("makes no child while nothing is written, and answers the level of its parent", () => {
    const { lines, logger } = capture("warn");
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => (children++, child(...args))) as typeof logger.child;
    const log = lazyRequestLogger(logger, { reqId: "r-2" }, {});
    log.info("request completed");
    log.debug("nothing");
    expect(children).toBe(0);
    expect(log.level).toBe("warn");
    log.error("failed");
    expect(children).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: "r-2", msg: "failed" });
  });

  it("makes the child at once for a route with a log level of its own", () => {
    const { logger } = capture("warn");
    const log = lazyRequestLogger(logger, { reqId: "r-3" }, { level: "debug" });
    expect(log).not.toBeInstanceOf(LazyRequestLogger);
    expect(log.level).toBe("debug");
  });
});
