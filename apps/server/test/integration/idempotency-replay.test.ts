import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DomainError } from "@maison/domain/shared/domain-error";
import { installErrorHandler } from "../../src/http/error-handler.ts";
import { IdempotencyStore, replyIdempotently } from "../../src/http/idempotency.ts";
import { VISITOR } from "../../src/http/principal.ts";
import { ControlledClock } from "../support/controlled-clock.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/**
 * The Idempotency-Key helper behind a route that exists only in this test: it counts its executions
 * and takes a while, so concurrent requests really overlap. `x-test-user` stands for the principal.
 */
let database: TestDatabase;
let clock: ControlledClock;
let app: FastifyInstance;
let executions = 0;

async function buildTestApp(store: IdempotencyStore): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  installErrorHandler(server);
  server.decorateRequest("principal", null as never);
  server.addHook("preHandler", async (request) => {
    const user = request.headers["x-test-user"];
    request.principal =
      typeof user === "string" ? { kind: "user", userId: user, email: `${user}@maison.test`, sessionId: "s", sessionKind: "full", roles: ["shopper"], actor: { kind: "customer", id: user, capabilities: [], steppedUpAt: null } } : VISITOR;
  });
  server.post<{ Body: { amount: number; fail?: "domain" | "bug" } }>("/test/charges", async (request, reply) =>
    replyIdempotently(store, request, reply, { route: "test.charge", required: true }, async () => {
      executions += 1;
      const run = executions;
      await new Promise((resolve) => setTimeout(resolve, 60));
      if (request.body.fail === "domain") throw new DomainError("unprocessable", "card_declined", "Your card was declined.");
      if (request.body.fail === "bug") throw new Error("boom");
      return { status: 201, body: { charged: request.body.amount, execution: run } };
    }),
  );
  await server.ready();
  return server;
}

beforeAll(async () => {
  database = await createTestDatabase();
  clock = new ControlledClock();
  app = await buildTestApp(new IdempotencyStore(database.db, clock));
});
afterAll(async () => {
  await app.close();
  await database.drop();
});
beforeEach(() => {
  executions = 0;
});

const charge = (key: string | undefined, body: object, user = "usr_a", target = app) =>
  target.inject({
    method: "POST",
    url: "/test/charges",
    headers: { "x-test-user": user, ...(key === undefined ? {} : { "idempotency-key": key }) },
    payload: body,
  });

describe("Idempotency-Key", () => {
  it("10 concurrent identical requests: one execution, 10 identical responses", async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => charge("key-concurrent", { amount: 500 })));
    expect(executions).toBe(1);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.body))).toEqual(new Set([JSON.stringify({ charged: 500, execution: 1 })]));
    expect(responses.filter((r) => r.headers["idempotent-replayed"] === "true")).toHaveLength(9);
  });

  it("replays the stored response to a later retry, whatever the key order of the body", async () => {
    const first = await charge("key-retry", { amount: 700, fail: undefined });
    const retry = await charge("key-retry", { amount: 700 });
    expect(executions).toBe(1);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
  });

  it("the same key with another body is a 422 naming the header, and nothing runs", async () => {
    await charge("key-body", { amount: 100 });
    const other = await charge("key-body", { amount: 101 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: "idempotency_key_reused", field: "Idempotency-Key" });
    expect(other.json().message).toBe("This Idempotency-Key was already used with a different request.");
    expect(executions).toBe(1);
  });

  it("keys are scoped per principal: the same key from two users runs twice", async () => {
    const a = await charge("key-shared", { amount: 100 }, "usr_a");
    const b = await charge("key-shared", { amount: 100 }, "usr_b");
    expect(executions).toBe(2);
    expect([a.json().execution, b.json().execution]).toEqual([1, 2]);
  });

  it("an expected failure is stored and replayed; a bug releases the key so a retry runs", async () => {
    const declined = await Promise.all([0, 1, 2].map(() => charge("key-declined", { amount: 100, fail: "domain" })));
    expect(declined.map((r) => r.statusCode)).toEqual([422, 422, 422]);
    expect(declined.every((r) => r.json().code === "card_declined")).toBe(true);
    expect(executions).toBe(1);

    const bug = await charge("key-bug", { amount: 100, fail: "bug" });
    expect(bug.statusCode).toBe(500);
    const row = await database.db.kysely.selectFrom("idempotency_keys").select("state").where("key", "=", "key-bug").executeTakeFirst();
    expect(row).toBeUndefined();
    const retry = await charge("key-bug", { amount: 100, fail: "bug" });
    expect(retry.statusCode).toBe(500);
    expect(executions).toBe(3);
  });

  it("refuses a missing or malformed header with a 400 naming it", async () => {
    const missing = await charge(undefined, { amount: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "idempotency_key_required", field: "Idempotency-Key" });
    const malformed = await charge("has space", { amount: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "invalid_idempotency_key", field: "Idempotency-Key" });
    expect(executions).toBe(0);
  });

  it("a claim left by a crashed request is taken over once its lease has passed", async () => {
    const now = clock.now();
    const claim = {
      scope: "test.charge:usr_a",
      key: "key-crashed",
      state: "in_progress" as const,
      owner: "dead-process",
      response_status: null,
      response_body: null,
      created_at: now.toISOString(),
      completed_at: null,
    };
    // The request hash must match the retry's: take it from a request made under another key first.
    await charge("key-hash-probe", { amount: 900 });
    const probe = await database.db.kysely.selectFrom("idempotency_keys").select("request_hash").where("key", "=", "key-hash-probe").executeTakeFirstOrThrow();
    await database.db.kysely
      .insertInto("idempotency_keys")
      .values({ ...claim, request_hash: probe.request_hash, lease_expires_at: new Date(now.getTime() - 1).toISOString() })
      .execute();
    const retry = await charge("key-crashed", { amount: 900 });
    expect(retry.statusCode).toBe(201);
    expect(executions).toBe(2);
  });

  it("waits a bounded time for a live claim, then answers 409", async () => {
    const impatient = await buildTestApp(new IdempotencyStore(database.db, clock, { waitMs: 150 }));
    try {
      const now = clock.now();
      await database.db.kysely
        .insertInto("idempotency_keys")
        .values({
          scope: "test.charge:usr_a",
          key: "key-live",
          request_hash: "x",
          state: "in_progress",
          owner: "someone",
          lease_expires_at: new Date(now.getTime() + 60_000).toISOString(),
          response_status: null,
          response_body: null,
          created_at: now.toISOString(),
          completed_at: null,
        })
        .execute();
      const different = await charge("key-live", { amount: 1 }, "usr_a", impatient);
      expect(different.statusCode).toBe(422);
      await database.db.kysely.updateTable("idempotency_keys").set({ request_hash: "y" }).where("key", "=", "key-live").execute();
      const started = performance.now();
      const probeHash = await impatient.inject({ method: "POST", url: "/test/charges", headers: { "x-test-user": "usr_a", "idempotency-key": "key-probe-2" }, payload: { amount: 1 } });
      expect(probeHash.statusCode).toBe(201);
      const row = await database.db.kysely.selectFrom("idempotency_keys").select("request_hash").where("key", "=", "key-probe-2").executeTakeFirstOrThrow();
      await database.db.kysely.updateTable("idempotency_keys").set({ request_hash: row.request_hash }).where("key", "=", "key-live").execute();
      const waiting = await charge("key-live", { amount: 1 }, "usr_a", impatient);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().code).toBe("idempotency_request_in_progress");
      expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    } finally {
      await impatient.close();
    }
  });

  it("purges completed keys past their retention", async () => {
    await charge("key-old", { amount: 5 });
    const store = new IdempotencyStore(database.db, clock);
    clock.advance(25 * 3_600_000);
    expect(await store.purgeExpired()).toBeGreaterThan(0);
    const row = await database.db.kysely.selectFrom("idempotency_keys").select("key").where("key", "=", "key-old").executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
