import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { buildApp } from "../../src/app.ts";
import { createContext } from "../../src/context.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("cross-cutting HTTP behaviour", () => {
  it("answers /healthz with the database engine", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: t.context.db.dialect });
  });

  it("publishes OpenAPI generated from the zod schemas at /docs", async () => {
    const ui = await t.app.inject({ method: "GET", url: "/docs" });
    expect([200, 302]).toContain(ui.statusCode);
    const spec = (await t.app.inject({ method: "GET", url: "/docs/json" })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toContain("/api/v6/shop/product/");
    const params = spec.paths["/api/v6/shop/product/"].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(["collection", "page", "limit", "sort"]));
    // Every operation documents the error shape for the answers the whole server can give (400, 403, 413, 429, 503…).
    const operations = Object.values(spec.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>).flatMap((path) => Object.values(path));
    const withResponses = operations.filter((op) => op.responses && Object.keys(op.responses).some((code) => code !== "default" && code !== "200"));
    expect(withResponses.length).toBeGreaterThan(50);
    expect(withResponses.filter((op) => !op.responses!.default)).toEqual([]);
  });

  it("gives every response a request id, keeping a well-formed incoming one", async () => {
    const fresh = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "edge-1234567" } });
    expect(kept.headers["x-request-id"]).toBe("edge-1234567");
  });

  it("answers unknown API paths with a JSON 404, not a web page", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v6/nothing-here/" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toMatchObject({ code: "route_not_found" });
  });
});

describe("the error handler", () => {
  it("turns an unexpected failure into a 500 without internals, and logs it with the request id", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const context = createContext(t.context.env, { db: t.context.db, clock: t.clock, logger });
    const app = await buildApp(context, { webPages: false });
    app.get("/boom", async () => {
      throw new Error("secret internal detail");
    });
    const response = await app.inject({ method: "GET", url: "/boom", headers: { authorization: "Token abc123secret" } });
    await app.close();
    expect(response.statusCode).toBe(500);
    const message = "Something went wrong on our side. Please try again.";
    expect(response.json()).toEqual({ code: "internal_error", message, detail: message });
    const errorLine = lines.map((l) => JSON.parse(l)).find((l) => l.msg === "unhandled error");
    expect(errorLine.reqId).toBe(response.headers["x-request-id"]);
    expect(errorLine.err.message).toBe("secret internal detail");
    expect(lines.join("\n")).not.toContain("abc123secret");
  });
});
