import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { parse as parseQueryString } from "node:querystring";
import { DomainError } from "@maison/domain/shared/domain-error";
import { installAuthentication, installConsoleGate } from "./auth.ts";
import type { PrincipalResolver } from "./principal.ts";
import { CommonErrorCode } from "@maison/contracts/error";
import { compiledSerializerCompiler } from "./response-serializer.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The response serializer of the zod scopes (see configureApiSerializer). */
    apiSerializerCompiler: ReturnType<typeof compiledSerializerCompiler>;
  }
}

/**
 * Chooses how the zod scopes serialise their answers (decision 087): compiled from each response
 * schema; with `verify` (every mode but production) each answer is also checked against zod.
 */
export function configureApiSerializer(app: FastifyInstance, options: { verify: boolean }): void {
  app.decorate("apiSerializerCompiler", compiledSerializerCompiler(options));
}

/** zod validation of the input and the compiled response serializer, on a scope of zod routes. */
export function installZodCompilers(scope: FastifyInstance): void {
  scope.setValidatorCompiler(validatorCompiler);
  scope.setSerializerCompiler(scope.hasDecorator("apiSerializerCompiler") ? scope.apiSerializerCompiler : compiledSerializerCompiler({ verify: true }));
}

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
 * stay inside this scope so non-zod routes (images, GraphQL, web pages) are unaffected. Every API
 * request gets its principal (visitor or signed-in user) before its handler runs. Unknown /api
 * paths answer JSON 404s instead of falling through to the web pages.
 */
export async function registerApiScope(
  app: FastifyInstance,
  resolvePrincipal: PrincipalResolver,
  register: (api: ApiInstance) => Promise<void>,
): Promise<void> {
  await app.register(
    async (scope) => {
      const api = scope.withTypeProvider<ZodTypeProvider>();
      installZodCompilers(scope);
      // Some of the spec's calls post HTML forms (social_login); they arrive as a flat object.
      api.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
        done(null, { ...parseQueryString(String(body)) });
      });
      installAuthentication(api, resolvePrincipal);
      installConsoleGate(api);
      await register(api);
      api.all("/*", { schema: { hide: true } }, async (request) => {
        throw new DomainError("not_found", CommonErrorCode.enum.route_not_found, `No API endpoint answers ${request.method} ${request.url.split("?")[0]}.`);
      });
    },
    { prefix: "/api" },
  );
}
