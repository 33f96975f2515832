import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";

const isZod = (value: unknown) => value instanceof z.ZodType;

/**
 * Every API operation can also answer what the whole server answers before or around its handler —
 * 400 for a malformed body or a NUL character, 403 for a cross-site change, 413, 415, 429 from a rate
 * limit, 503 when overloaded, 500 — always in the one error shape. The document says so with a
 * `default` response on every operation, beside the statuses the route itself declares.
 */
const DEFAULT_ERROR = { description: "Any other answer: the error shape (code, message, detail, field).", content: { "application/json": { schema: z.toJSONSchema(ErrorBody, { io: "output", unrepresentable: "any" }) } } };

function withDefaultError<T>(transformed: T): T {
  const schema = (transformed as { schema?: { response?: Record<string, unknown> } }).schema;
  if (schema?.response && !("default" in schema.response)) schema.response = { ...schema.response, default: DEFAULT_ERROR };
  return transformed;
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
    // Routes without zod schemas (images, web pages) pass through untouched.
    transform: (arg) => {
      const schema = arg.schema as Record<string, unknown> | undefined;
      const response = schema?.response as Record<string, unknown> | undefined;
      const usesZod =
        !!schema &&
        (["body", "querystring", "params", "headers"].some((k) => isZod(schema[k])) ||
          (!!response && Object.values(response).some(isZod)));
      return usesZod ? withDefaultError(jsonSchemaTransform(arg)) : { schema: arg.schema, url: arg.url };
    },
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
}
