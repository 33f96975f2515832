import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

const isZod = (value: unknown) => value instanceof z.ZodType;

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
      return usesZod ? jsonSchemaTransform(arg) : { schema: arg.schema, url: arg.url };
    },
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
}
