import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationsOf, fillPath, type OpenApiDocument, type Operation } from "../support/fuzz/openapi-document.ts";
import { createUser, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The OpenAPI document against the route table (issue 18: "the document disagrees with the server").
 * Every route the server registers is an operation of the document, or is listed below with why it
 * is not; and every operation declares the statuses the request edge answers for it, proved by
 * sending each operation the request that provokes each one.
 */
let t: TestApp;
let document: OpenApiDocument;
let operations: Operation[];
let token: string;

/** Routes left out of the document on purpose, each with why (a key ending in `*` covers what starts with it). */
const UNDOCUMENTED: Record<string, string> = {
  "GET /healthz": "the load balancer's check, not part of the API",
  "POST /api/2024-07/graphql.json": "Shopify's Storefront GraphQL API, described by its schema (fuzz-storefront-graphql.test.ts)",
  "POST /api/2025-01/graphql*": "Shopify's Storefront GraphQL API 2025-01, described by its schema (fuzz-storefront-graphql.test.ts; decision 081)",
  "GET /account/login/multipass/:token": "a browser's one-time sign-in link that redirects, not an API call",
  "GET /docs*": "the document itself and its browser",
  "* /api/*": "the JSON 404 for any unknown API path",
  "* *": "the web pages (not registered in these tests)",
};

function undocumentedOnPurpose(route: string): boolean {
  const [method, path] = route.split(" ") as [string, string];
  return Object.keys(UNDOCUMENTED).some((key) => {
    const [keyMethod, keyPath] = key.split(" ") as [string, string];
    const methodMatches = keyMethod === "*" || keyMethod === method;
    return methodMatches && (keyPath.endsWith("*") && keyPath !== "/api/*" && keyPath !== "*" ? path.startsWith(keyPath.slice(0, -1)) : path === keyPath);
  });
}

/** The route table as Fastify prints it (a tree of path segments), flattened to `METHOD /path` lines. */
function routeTable(app: TestApp["app"]): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│   |    )*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const methods = (match[3] ?? "").split(", ").filter((method) => method && method !== "HEAD" && method !== "OPTIONS");
    const path = stack.join("");
    for (const method of methods) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** `/api/v6/shop/product/:handle/` as the document writes it: `/api/v6/shop/product/{handle}/`. */
const asDocumentPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, "{$1}").replace(/\*$/, "{*}");

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: "GET", url: "/docs/json" })).json() as OpenApiDocument;
  operations = operationsOf(document);
  const user = await createUser(t);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  token = await signIn(t.app, user.email, user.password);
});
afterAll(async () => {
  await t?.close();
});

describe("the OpenAPI document and the route table", () => {
  it("document every route the server registers, and register every operation they document", () => {
    const documented = new Set(operations.map((operation) => operation.id));
    const table = routeTable(t.app);
    const missing = table.filter((route) => {
      const [method, path] = route.split(" ") as [string, string];
      return !undocumentedOnPurpose(route) && !documented.has(`${method} ${asDocumentPath(path)}`);
    });
    expect(missing).toEqual([]);
    const unregistered = operations.filter((operation) => !t.app.hasRoute({ method: operation.method, url: operation.path.replace(/\{\*\}$/, "*").replace(/\{([^}]+)\}/g, ":$1") }));
    expect(unregistered.map((operation) => operation.id)).toEqual([]);
    expect(table.length).toBeGreaterThan(200);
  });

  it("declare on every operation the statuses the request edge answers for it, each provoked and answered", async () => {
    const undeclared: string[] = [];
    const provoke = async (operation: Operation, expected: number, request: { headers?: Record<string, string>; payload?: string; query?: string }) => {
      const url = fillPath(operation.path, Object.fromEntries(operation.pathParams.map((p) => [p.name, "1"]))) + (request.query ?? "");
      const response = await t.app.inject({ method: operation.method, url, headers: { authorization: `Token ${token}`, ...request.headers }, payload: request.payload });
      if (response.statusCode !== expected) undeclared.push(`${operation.id}: expected ${expected} for this request, answered ${response.statusCode}`);
      else if (!operation.responses.has(expected)) undeclared.push(`${operation.id}: answers ${expected}, which it does not declare`);
    };
    for (const operation of operations) {
      // A NUL character in the query: refused before any route runs, on every operation.
      await provoke(operation, 400, { query: "?fuzz=%00" });
      // Load shedding answers 503 before any route (load-shedding.test.ts provokes it).
      if (!operation.responses.has(503)) undeclared.push(`${operation.id}: does not declare 503 (overloaded)`);
      if (operation.method === "GET") continue;
      const json = { "content-type": "application/json" };
      await provoke(operation, 403, { headers: { ...json, authorization: "", cookie: `auth_token=${token}`, "sec-fetch-site": "cross-site" }, payload: "{}" });
      await provoke(operation, 413, { headers: json, payload: JSON.stringify({ padding: "x".repeat(1024 * 1024 + 1) }) });
      await provoke(operation, 415, { headers: { "content-type": "application/xml" }, payload: "<a/>" });
      await provoke(operation, 400, { headers: json, payload: '{"unterminated' });
    }
    expect(undeclared).toEqual([]);
  });
});
