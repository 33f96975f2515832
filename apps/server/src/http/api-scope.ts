import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { DomainError } from "@maison/domain/shared/domain-error";

/** A Fastify scope whose routes validate and serialise with zod schemas from packages/contracts. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Registers the REST API under /api (the wire-compatibility rule of the architecture). zod compilers
 * stay inside this scope so non-zod routes (images, GraphQL, web pages) are unaffected. Unknown /api
 * paths answer JSON 404s instead of falling through to the web pages.
 */
export async function registerApiScope(
  app: FastifyInstance,
  register: (api: ApiInstance) => Promise<void>,
): Promise<void> {
  await app.register(
    async (scope) => {
      const api = scope.withTypeProvider<ZodTypeProvider>();
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      await register(api);
      api.all("/*", { schema: { hide: true } }, async (request) => {
        throw new DomainError("not_found", "route_not_found", `No API endpoint answers ${request.method} ${request.url.split("?")[0]}.`);
      });
    },
    { prefix: "/api" },
  );
}
