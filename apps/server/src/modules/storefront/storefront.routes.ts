import { VISITOR_ACTOR } from "../cart/cart.port.ts";
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createGraphQLError, createYoga, maskError, processRegularResult, type GraphQLParams } from "graphql-yoga";
import type { ExecutionResult } from "graphql";
import { queryLimits } from "./query-limits.ts";
import { answerAsGraphql } from "./graphql-errors.ts";
import { withoutSuggestions } from "./suggestions.ts";
import type { Principal } from "../../http/principal.ts";
import { viewerOf } from "../catalog/product-mapper.ts";
import { storefrontContext, type StorefrontContext, type StorefrontServices } from "./storefront-context.ts";
import type { StorefrontViewer } from "./storefront-models.ts";
import type { GraphQLSchema } from "graphql";
import { createStorefrontSchema } from "./storefront-schema.ts";

/** The storefront API version Shopify's clients are pointed at; its path is /api/<version>/graphql.json. */
export const STOREFRONT_API_VERSION = "2024-07";
/** The version the JS Buy SDK 3.x speaks (decision 081), at /api/2025-01/graphql and /api/2025-01/graphql.json. */
export const STOREFRONT_API_VERSION_2025_01 = "2025-01";
export const STOREFRONT_TOKEN_HEADER = "x-shopify-storefront-access-token";

/** The cart and catalog viewer behind a request's principal; sessions still confirming their e-mail count as visitors. */
export function storefrontViewerOf(principal: Principal): StorefrontViewer {
  const user = principal.kind === "user" && principal.sessionKind === "full" ? principal : null;
  return {
    cart: {
      actor: principal.kind === "user" ? principal.actor : VISITOR_ACTOR,
      userId: user?.userId ?? null,
      email: user?.email ?? null,
      isMember: principal.roles.includes("member"),
      isB2b: principal.roles.includes("b2b"),
    },
    catalog: viewerOf(user ?? { roles: ["visitor"] }),
  };
}

function tokenMatches(presented: unknown, expected: string): boolean {
  if (typeof presented !== "string") return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Shopify's Storefront API at POST /api/2024-07/graphql.json, and the 2025-01 schema (decision 081)
 * at /api/2025-01/graphql and /api/2025-01/graphql.json, for the scope that holds the REST API
 * (its principal hook tells signed-in users, by cookie or Authorization header, from visitors). The
 * public access token must come in X-Shopify-Storefront-Access-Token, as Shopify requires; without it
 * the answer is Shopify's 401. Errors inside resolvers are masked; GraphQL answers are JSON.
 */
export async function storefrontRoutes(api: FastifyInstance, services: StorefrontServices, options: { accessToken: string; production: boolean }): Promise<void> {
  storefrontEndpoint(api, services, options, createStorefrontSchema(STOREFRONT_API_VERSION), `/${STOREFRONT_API_VERSION}/graphql.json`);
  const schema2025 = createStorefrontSchema(STOREFRONT_API_VERSION_2025_01);
  for (const path of [`/${STOREFRONT_API_VERSION_2025_01}/graphql`, `/${STOREFRONT_API_VERSION_2025_01}/graphql.json`]) {
    storefrontEndpoint(api, services, options, schema2025, path);
  }
}

/** Query texts whose parsed document (or parse error) each endpoint keeps. */
const DOCUMENT_CACHE_SIZE = 1_000;

/** A map of at most `size` entries that forgets the least recently used one. */
class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly size: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined && this.entries.size > 1) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** One POST endpoint serving one API version's schema, with the same token check, limits and context. */
function storefrontEndpoint(api: FastifyInstance, services: StorefrontServices, options: { accessToken: string; production: boolean }, schema: GraphQLSchema, path: string): void {
  const yoga = createYoga<{ fastifyRequest: FastifyRequest; reply: FastifyReply }, StorefrontContext>({
    schema,
    graphqlEndpoint: `${api.prefix}${path}`,
    graphiql: false,
    landingPage: false,
    logging: false,
    // A public, token-based API (Shopify's clients call it from other sites): any origin may call it and
    // read the answer, never with the shopper's credentials. Yoga's default allows them for whichever
    // origin asks, which would let a page elsewhere read a signed-in member's prices and cart through the
    // browser's cookie wherever the cookie's SameSite rule lets it ride along.
    cors: { credentials: false, methods: ["POST"] },
    plugins: [queryLimits({ production: options.production })],
    // Parsed documents (and parse errors) by query text, without the default cache's time-to-live, whose
    // clock read on every lookup showed in the cart's profile (issue 17); bounded all the same.
    parserAndValidationCache: { documentCache: new BoundedCache(DOCUMENT_CACHE_SIZE), errorCache: new BoundedCache(DOCUMENT_CACHE_SIZE) },
    context: ({ fastifyRequest }) => storefrontContext(services, storefrontViewerOf(fastifyRequest.principal), fastifyRequest.ip),
  });
  api.route({
    // OPTIONS: the browser's preflight of a cross-origin call (its token header is not a simple one), answered by Yoga's CORS.
    method: ["POST", "OPTIONS"],
    url: path,
    schema: { hide: true },
    errorHandler: answerAsGraphql,
    handler: async (request, reply) => {
      if (request.method !== "OPTIONS" && !tokenMatches(request.headers[STOREFRONT_TOKEN_HEADER], options.accessToken)) {
        return reply.status(401).send({
          errors: [{ message: "Invalid or missing X-Shopify-Storefront-Access-Token header.", extensions: { code: "UNAUTHORIZED" } }],
        });
      }
      const params = STOREFRONT_DIRECT.enabled ? directParams(request) : null;
      if (params) {
        const answer = await answerDirectly(yoga, request, reply, params, options.production);
        for (const [key, value] of Object.entries(answer.headers)) void reply.header(key, value);
        reply.status(answer.status);
        return reply.send(answer.body);
      }
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { fastifyRequest: request, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
}

/**
 * Whether plain POST JSON requests skip Yoga's Fetch layer (answerDirectly below). Tests turn it off
 * to put the same documents through both paths and compare the answers (storefront-direct-path.test.ts).
 */
export const STOREFRONT_DIRECT = { enabled: true };

type StorefrontYoga = ReturnType<typeof createYoga<{ fastifyRequest: FastifyRequest; reply: FastifyReply }, StorefrontContext>>;

/** Accept headers whose answer is Yoga's regular JSON result as `application/json` (as without the header). */
const DIRECT_ACCEPTS = new Set([undefined, "*/*", "application/json"]);
const DIRECT_KEYS = new Set(["query", "variables", "operationName"]);

/**
 * The GraphQL parameters of a request the storefront answers without Yoga's Fetch layer (issue 17,
 * decision 089), null for every other request, which goes through Yoga as before: a JSON body holding
 * one operation (`query`, and `variables` and `operationName` if any, nothing else: no batch, no
 * persisted-query extensions), asking for JSON (no Accept, `*\/*` or `application/json`), and no Origin
 * header (the answer to a cross-origin call carries the CORS headers Yoga's server adapter adds).
 */
function directParams(request: FastifyRequest): GraphQLParams | null {
  const headers = request.headers;
  if (headers.origin !== undefined || !DIRECT_ACCEPTS.has(headers.accept)) return null;
  const type = headers["content-type"];
  if (type === undefined || !(type === "application/json" || type.startsWith("application/json;"))) return null;
  const body = request.body;
  if (body === null || typeof body !== "object" || Array.isArray(body)) return null;
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== "string") return null;
  if (variables !== undefined && variables !== null && (typeof variables !== "object" || Array.isArray(variables))) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== "string") return null;
  for (const key in body) if (!DIRECT_KEYS.has(key)) return null;
  return body as GraphQLParams;
}

/** The headers a Fetch-API request would carry, read from the Node request Fastify holds (the plugins read `get`). */
class NodeHeaders {
  constructor(private readonly headers: FastifyRequest["headers"]) {}

  get(name: string): string | null {
    const value = this.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(", ") : value;
  }

  has(name: string): boolean {
    return this.headers[name.toLowerCase()] !== undefined;
  }
}

/** The status, headers and body Yoga's regular result processor gives, without building a Fetch Response. */
class CapturedResponse {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly body: string,
    init: { status?: number; headers?: Record<string, string> },
  ) {
    this.status = init.status ?? 200;
    this.headers = {};
    for (const [key, value] of Object.entries(init.headers ?? {})) this.headers[key.toLowerCase()] = value;
  }
}
const CAPTURE = { Response: CapturedResponse } as unknown as Parameters<typeof processRegularResult>[1];

/**
 * One operation answered by Yoga's own pipeline from its parameters on (decision 089): its `onParams`
 * hooks (the variables' list sizes), the parser and validation cache, the envelop plugins (limits,
 * masked errors, HTTP statuses of validation errors) and the executor, then the regular result
 * processor (status, content type, JSON without internal extensions). What is skipped is what the
 * profile showed around it: the Fetch-API Request made from the Node request (with its abort signal
 * and body stream), the Response and its body stream, and Yoga's request parsing of a body Fastify had
 * already parsed. The production answer loses its suggestions, as `queryLimits`' onResultProcess does.
 */
async function answerDirectly(yoga: StorefrontYoga, request: FastifyRequest, reply: FastifyReply, params: GraphQLParams, production: boolean): Promise<CapturedResponse> {
  const fetchRequest = { method: "POST", url: request.url, headers: new NodeHeaders(request.headers) } as unknown as Request;
  let result: ExecutionResult;
  try {
    result = (await yoga.getResultForParams({ params, request: fetchRequest }, { fastifyRequest: request, reply })) as ExecutionResult;
  } catch (error) {
    // As Yoga's handler answers an error thrown before or around execution (its handleError, masked).
    const masked = maskError(error, "Unexpected error.", false);
    if (masked !== error) request.log.error({ err: error }, "unhandled error");
    result = { errors: [masked instanceof Error && "extensions" in masked ? (masked as never) : createGraphQLError((masked as Error).message, { originalError: masked as Error })] };
  }
  if (production) result = withoutSuggestions(result);
  return processRegularResult(result, CAPTURE, "application/json") as unknown as CapturedResponse;
}
