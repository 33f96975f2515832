import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from "graphql";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { fuzzSettings, replayHint, seedFor } from "../support/fuzz/fuzz-seed.ts";
import { graphqlCases, graphqlRequest, graphqlTargets, type GraphqlTarget } from "../support/fuzz/graphql-cases.ts";
import { delayOf, HealthzProbe } from "../support/fuzz/healthz-probe.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDialect } from "../support/test-database.ts";

/**
 * The storefront GraphQL API under generated requests (issue 18): every root query and mutation of
 * the schema, asked with variables made from their types, then broken: wrong types, strings of
 * hundreds of kilobytes, control characters and NUL, missing required variables, unknown input
 * fields, lists of a thousand items. The answer is always GraphQL's: JSON with `data` or `errors`
 * (the query limits', validation's and the request edge's refusals among them: a NUL character or a
 * body over the limit is a 400 or 413 with `errors`), never a 5xx, never a resolver's crash masked as
 * "Unexpected error.", and /healthz keeps answering within 100 ms.
 */
const FILE = "apps/server/test/integration/fuzz-storefront-graphql.test.ts";
/** Both API versions (decision 081): 2025-01 adds fields, payload warnings and a mutation to 2024-07. */
const PATHS = ["/api/2024-07/graphql.json", "/api/2025-01/graphql.json"];
const settings = fuzzSettings(40);
const HEALTHZ_BOUND_MS = 100;
/** No probe may take longer than this, whatever the machine's load (load shedding starts at 1,000 ms of lag). */
const HEALTHZ_CAP_MS = 500;

let t: TestApp;
const targets = new Map<string, GraphqlTarget[]>();

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely, ["Chanel"]);
  for (let i = 0; i < 3; i += 1) await insertProduct(t.context.db.kysely, {});
  // The schema of each version as the server publishes it outside production (introspection), read once.
  for (const path of PATHS) {
    const introspection = await t.app.inject({ method: "POST", url: path, headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN }, payload: { query: getIntrospectionQuery() } });
    const schema = buildClientSchema((introspection.json() as { data: IntrospectionQuery }).data);
    targets.set(path, graphqlTargets(schema).filter((target) => !settings.only || target.id.includes(settings.only)));
  }
});
afterAll(async () => {
  await t?.close();
});

/** What is wrong with a GraphQL answer, or null. */
function problemWith(status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  let parsed: { data?: unknown; errors?: Array<{ message?: unknown }> };
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${status} with a body that is not JSON: ${body.slice(0, 100)}`;
  }
  if (parsed.data === undefined && parsed.errors === undefined) return `answered neither data nor errors: ${body.slice(0, 200)}`;
  const errors = parsed.errors ?? [];
  if (errors.some((error) => typeof error.message !== "string")) return `answered an error without a message: ${body.slice(0, 200)}`;
  if (errors.some((error) => error.message === "Unexpected error.")) return `a resolver failed (masked as "Unexpected error."): ${body.slice(0, 300)}`;
  return null;
}

describe(`the storefront GraphQL API under generated requests (${testDialect()}, seed ${settings.seed})`, () => {
  it.each(PATHS)("answers every generated query and mutation at %s as GraphQL does, without a 5xx or a resolver crash, and /healthz stays fast", { timeout: 300_000 }, async (PATH) => {
    const fields = targets.get(PATH)!;
    expect(fields.length).toBeGreaterThan(settings.only ? 0 : 10);
    const probe = new HealthzProbe(t.app);
    const failures: string[] = [];
    probe.start();
    try {
      for (const target of fields) {
        for (const c of fc.sample(graphqlCases, { seed: seedFor(settings.seed, target.id), numRuns: settings.runs })) {
          const request = graphqlRequest(target, c);
          probe.during = `${target.id}, ${c.mutation}`;
          const response = await t.app.inject({ method: "POST", url: PATH, headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN }, payload: request });
          await new Promise((resolve) => setImmediate(resolve));
          const problem = problemWith(response.statusCode, response.body);
          if (problem) failures.push(`${target.id}, ${c.mutation}: ${problem}\n    ${request.query.slice(0, 200)} ${JSON.stringify(request.variables).slice(0, 200)}`);
        }
      }
    } finally {
      await probe.stop();
    }
    const after = [await probe.once(), await probe.once(), await probe.once()];
    console.info(`storefront fuzz ${PATH}: ${fields.length} root fields, ${settings.runs} requests each, /healthz slowest ${probe.slowest().toFixed(1)} ms (99% within ${probe.percentile(0.99).toFixed(1)} ms) over ${probe.timings.length} probes (lateness and answer together: 95% within ${probe.percentile(0.95, delayOf).toFixed(1)} ms, slowest ${probe.percentile(1, delayOf).toFixed(1)} ms); ${replayHint(settings, FILE)}`);

    expect([...new Set(failures)], replayHint(settings, FILE)).toEqual([]);
    expect(probe.breaches(HEALTHZ_BOUND_MS, HEALTHZ_CAP_MS), replayHint(settings, FILE)).toEqual([]);
    expect(after.filter((timing) => timing.status !== 200 || timing.ms > HEALTHZ_BOUND_MS)).toEqual([]);
  });
});
