import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";

const isZod = (value: unknown) => value instanceof z.ZodType;

/**
 * What every operation can answer before or around its handler, whatever the handler itself does,
 * always in the one error shape:
 * - 400: a NUL character in the query or body, a malformed query, an address the router cannot read;
 * - 503: load shedding (`overloaded`, with Retry-After), before any route runs;
 * - for a change (a method that carries a body): 403 for a cross-site write with cookies, 413 for a
 *   body over the limit, 415 for a content type the server does not read, and 400 for malformed JSON.
 * The document declares each of these on every operation (decision 073), beside the statuses the route
 * itself declares; `default` stays for the one answer no operation plans for, a 500.
 */
export function edgeStatuses(method: string): number[] {
  return SAFE_METHODS.has(method.toUpperCase()) ? [400, 503] : [400, 403, 413, 415, 503];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const ERROR_JSON_SCHEMA = z.toJSONSchema(ErrorBody, { io: "output", unrepresentable: "any" });
const EDGE_DESCRIPTIONS: Record<number, string> = {
  400: "The request is malformed: a field named in `field`, a NUL character, unreadable JSON or address.",
  403: "Refused: a change sent from another site with this site's cookies, or a caller without access.",
  413: "The body is larger than the server accepts (1 MB).",
  415: "The body's content type is not one this call reads.",
  503: "The server is answering all it can (`overloaded`); Retry-After says when to try again.",
};
const DEFAULT_ERROR = { description: "Any other answer (a 500): the error shape (code, message, detail, field).", content: { "application/json": { schema: ERROR_JSON_SCHEMA } } };

/**
 * Adds the edge statuses and `default` an operation does not declare itself. They come in the shape
 * of the operation's own 400 when it declares one (a scope whose clients read another error shape,
 * such as sign-in's, answers every refusal in it), else in the common error shape.
 */
function withEdgeResponses<T>(transformed: T, methods: readonly string[]): T {
  const schema = (transformed as { schema?: { hide?: boolean; response?: Record<string, unknown> } }).schema;
  if (!schema || schema.hide) return transformed;
  // A route that declares no answer at all is documented by Fastify's swagger as a bare 200.
  const response: Record<string, unknown> = { ...(schema.response ?? { 200: { description: "Default Response" } }) };
  const own400 = response["400"] as Record<string, unknown> | undefined;
  const shape = own400 && !("content" in own400) ? own400 : ERROR_JSON_SCHEMA;
  for (const status of [...new Set(methods.flatMap(edgeStatuses))].sort()) {
    if (!(String(status) in response)) response[status] = { description: EDGE_DESCRIPTIONS[status]!, content: { "application/json": { schema: shape } } };
  }
  if (!("default" in response)) response.default = DEFAULT_ERROR;
  schema.response = response;
  withNullInNullableEnums(schema);
  return transformed;
}

/**
 * zod writes a nullable enum as `{ nullable: true, enum: [...] }`; OpenAPI 3.0.3 reads `nullable` as
 * not widening an `enum`, so a validator refuses the null the server sends. The enum lists null too.
 */
function withNullInNullableEnums(node: unknown, depth = 0): void {
  if (node === null || typeof node !== "object" || depth > 64) return;
  if (Array.isArray(node)) return node.forEach((item) => withNullInNullableEnums(item, depth + 1));
  const record = node as Record<string, unknown>;
  if (record.nullable === true && Array.isArray(record.enum) && !record.enum.includes(null)) record.enum = [...record.enum, null];
  for (const value of Object.values(record)) withNullInNullableEnums(value, depth + 1);
}

/** OpenAPI generated from the zod schemas of the API routes, browsable at /docs. */
export async function registerOpenApi(app: FastifyInstance, publicBaseUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Maison API",
        description: "REST API of the Maison marketplace. Every path lives under /api.",
        version: "1",
      },
      servers: [{ url: publicBaseUrl }],
    },
    // Routes without zod schemas (images, the feed) keep their JSON schemas; every operation gets the edge statuses.
    transform: (arg) => {
      const methods = ([] as string[]).concat(arg.route.method);
      const schema = arg.schema as Record<string, unknown> | undefined;
      const response = schema?.response as Record<string, unknown> | undefined;
      const usesZod =
        !!schema &&
        (["body", "querystring", "params", "headers"].some((k) => isZod(schema[k])) ||
          (!!response && Object.values(response).some(isZod)));
      const transformed = usesZod ? jsonSchemaTransform(arg) : { schema: { ...arg.schema }, url: arg.url };
      return withEdgeResponses(transformed, methods);
    },
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
}
