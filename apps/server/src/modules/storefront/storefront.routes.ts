import { VISITOR_ACTOR } from "../cart/cart.port.ts";
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createYoga } from "graphql-yoga";
import { queryLimits } from "./query-limits.ts";
import { answerAsGraphql } from "./graphql-errors.ts";
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
    plugins: [queryLimits({ production: options.production })],
    // Parsed documents (and parse errors) by query text, without the default cache's time-to-live, whose
    // clock read on every lookup showed in the cart's profile (issue 17); bounded all the same.
    parserAndValidationCache: { documentCache: new BoundedCache(DOCUMENT_CACHE_SIZE), errorCache: new BoundedCache(DOCUMENT_CACHE_SIZE) },
    context: ({ fastifyRequest }) => storefrontContext(services, storefrontViewerOf(fastifyRequest.principal), fastifyRequest.ip),
  });
  api.route({
    method: "POST",
    url: path,
    schema: { hide: true },
    errorHandler: answerAsGraphql,
    handler: async (request, reply) => {
      if (!tokenMatches(request.headers[STOREFRONT_TOKEN_HEADER], options.accessToken)) {
        return reply.status(401).send({
          errors: [{ message: "Invalid or missing X-Shopify-Storefront-Access-Token header.", extensions: { code: "UNAUTHORIZED" } }],
        });
      }
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { fastifyRequest: request, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
}
