import type { FastifyReply, FastifyRequest } from "fastify";
import { toErrorResponse } from "../../http/error-handler.ts";

/**
 * Refusals made around the storefront's GraphQL handler (a NUL character in a variable, a body over
 * the limit, a content type it does not read, a cross-site write) in GraphQL's own shape, `errors`
 * with the message and `extensions.code` (and the field at fault), with the same HTTP status: Shopify's
 * clients read `errors` and nothing else.
 */
export async function answerAsGraphql(error: unknown, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { status, body, headers } = toErrorResponse(error);
  if (status >= 500) request.log.error({ err: error }, "unhandled error");
  else request.log.info({ code: body.code, status }, "request rejected");
  if (headers) reply.headers(headers);
  const extensions = { code: body.code, ...(body.field && { field: body.field }) };
  return reply.code(status).type("application/json; charset=utf-8").send({ errors: [{ message: body.message, extensions }] });
}
